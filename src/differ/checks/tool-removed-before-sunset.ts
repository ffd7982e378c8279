import { defineToolCheck } from '../check.js';
import { sunsetAfter } from '../tool-meta.js';

/** The deprecation promised the tool until its sunset date; removing it earlier breaks that promise. */
export default defineToolCheck({
  id: 'tool-removed-before-sunset',
  description: 'a deprecated tool was removed (or renamed) before its `sunset_date`',
  direction: 'tool',
  area: 'tool',
  action: 'removed',
  level: 'breaking',
  bump: 'major',
  message: 'Tool `{{name}}` was removed before its sunset date {{sunset}}: callers were told it would stay until then.',
  migration: 'Stop calling `{{name}}`{{instead}}.',
  visit(pair, ctx, report) {
    if (!pair.base || (pair.head && !pair.renamedFrom)) return;
    const sunset = sunsetAfter(pair.base, ctx.now);
    if (!sunset) return;
    const replacement = pair.head?.name ?? (typeof pair.base.meta.replacement === 'string' ? pair.base.meta.replacement : undefined);
    report({ inBase: true, pointer: '/sunset_date', data: { name: pair.base.name, sunset, instead: replacement ? `; call \`${replacement}\` instead` : '' } });
  },
});
