import { defineToolCheck } from '../check.js';

/**
 * A deprecated tool gone from head whose declared replacement is new in head: the two are
 * paired (their schemas are compared), and the old name is still gone for callers.
 */
export default defineToolCheck({
  id: 'tool-renamed',
  description: 'a deprecated tool was replaced by the tool it named as its `replacement`',
  direction: 'tool',
  area: 'tool',
  action: 'renamed',
  level: 'breaking',
  bump: 'major',
  message: 'Tool `{{from}}` was replaced by `{{to}}`, as its deprecation announced: calls to `{{from}}` fail.',
  migration: 'Call `{{to}}` instead of `{{from}}`.',
  visit(pair, _ctx, report) {
    if (pair.renamedFrom && !pair.operation && pair.base && pair.head) report({ pointer: '/name', data: { from: pair.base.name, to: pair.head.name } });
  },
});
