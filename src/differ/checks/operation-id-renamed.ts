import { defineToolCheck } from '../check.js';

/**
 * An OpenAPI operation kept its method and path but changed its operationId, which is the
 * tool's name: the two are paired (their schemas compared), and callers of the old name fail.
 */
export default defineToolCheck({
  id: 'operation-id-renamed',
  description: "an OpenAPI operation's operationId, the tool's name, changed",
  direction: 'tool',
  area: 'tool',
  action: 'renamed',
  level: 'breaking',
  bump: 'major',
  message:
    'Tool `{{from}}` was renamed to `{{to}}`: the operationId of `{{operation}}` changed, and calls to `{{from}}` fail. To keep them working, keep `{{from}}` as the operationId.',
  migration: 'Call `{{to}}` instead of `{{from}}`.',
  visit(pair, _ctx, report) {
    if (pair.operation && pair.base && pair.head) report({ pointer: '/name', data: { from: pair.base.name, to: pair.head.name, operation: pair.operation } });
  },
});
