import { defineToolCheck } from '../check.js';
import { show } from '../values.js';

/** VS Code: `when` decides whether the tool exists at all; `canBeReferencedInPrompt` whether users can name it. */
const FIELDS = ['when', 'canBeReferencedInPrompt'] as const;

export default defineToolCheck({
  id: 'tool-availability-changed',
  description: "a VS Code tool's `when` clause or `canBeReferencedInPrompt` changed",
  area: 'tool',
  action: 'changed',
  direction: 'tool',
  level: 'warning',
  bump: 'minor',
  message: '`{{field}}` of tool `{{name}}` changed from {{from}} to {{to}}: where the tool is offered, or whether prompts can name it, changed.',
  migration: 'Check that `{{name}}` is still available where you use it (`{{field}}` is now {{to}}).',
  visit(pair, _ctx, report) {
    if (!pair.base || !pair.head) return;
    for (const field of FIELDS) {
      const [b, h] = [pair.base.meta[field], pair.head.meta[field]];
      if (JSON.stringify(b) === JSON.stringify(h)) continue;
      report({ pointer: `/${field}`, data: { field, name: pair.head.name, from: b === undefined ? 'none' : show(b), to: h === undefined ? 'none' : show(h) } });
    }
  },
});
