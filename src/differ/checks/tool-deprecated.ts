import { defineToolCheck } from '../check.js';
import { isDeprecated } from '../pair-tools.js';
import { sunsetDate } from '../tool-meta.js';

/** Deprecating is a minor change (SemVer 7): nothing breaks yet, but callers should move. */
export default defineToolCheck({
  id: 'tool-deprecated',
  description: 'a tool was marked deprecated',
  direction: 'tool',
  area: 'tool',
  action: 'deprecated',
  level: 'warning',
  bump: 'minor',
  message: 'Tool `{{name}}` was deprecated{{details}}.',
  migration: 'Move off `{{name}}`{{instead}}.',
  visit(pair, _ctx, report) {
    if (!pair.base || !pair.head || isDeprecated(pair.base) || !isDeprecated(pair.head)) return;
    const replacement = typeof pair.head.meta.replacement === 'string' ? pair.head.meta.replacement : undefined;
    const sunset = sunsetDate(pair.head);
    const details = [replacement ? `; use \`${replacement}\` instead` : '', sunset ? `; it may be removed after ${sunset}` : ''].join('');
    report({ pointer: '/deprecated', data: { name: pair.head.name, details, instead: replacement ? ` to \`${replacement}\`` : '' } });
  },
});
