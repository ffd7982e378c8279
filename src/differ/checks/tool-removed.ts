import { defineToolCheck } from '../check.js';
import { toolSuccessor } from '../hints.js';
import { sunsetAfter } from '../tool-meta.js';

export default defineToolCheck({
  id: 'tool-removed',
  description: 'a tool was removed',
  direction: 'tool',
  area: 'tool',
  action: 'removed',
  level: 'breaking',
  bump: 'major',
  message: 'Tool `{{name}}` was removed: calls to it fail.{{hint}}',
  migration: 'Stop calling `{{name}}`{{instead}}.',
  visit(pair, ctx, report) {
    if (!pair.base || pair.head || sunsetAfter(pair.base, ctx.now)) return;
    const next = toolSuccessor(pair.base, ctx);
    const hint = !next
      ? ''
      : next.declared
        ? ` Its declared replacement is \`${next.name}\`.`
        : ` It looks renamed to \`${next.name}\` (same input schema); mark it deprecated with \`replacement: ${next.name}\` to say so.`;
    report({
      inBase: true,
      data: { name: pair.base.name, hint, instead: next ? `; call \`${next.name}\` instead` : '', ...(next ? { replacement: next.name } : {}) },
    });
  },
});
