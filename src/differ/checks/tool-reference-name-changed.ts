import { defineToolCheck } from '../check.js';
import { referenceNames } from '../vscode-meta.js';

/**
 * VS Code: users write `#name` in prompts and prompt files. A new `toolReferenceName` with the
 * old one not kept as a legacy name makes those references stop working.
 */
export default defineToolCheck({
  id: 'tool-reference-name-changed',
  description: "a VS Code tool's `toolReferenceName` changed without the old name kept as a legacy alias",
  area: 'tool',
  action: 'renamed',
  direction: 'tool',
  level: 'breaking',
  bump: 'major',
  message:
    'The reference name of tool `{{name}}` changed from `#{{from}}` to `#{{to}}` and the old one is not kept as a legacy name: prompts that use `#{{from}}` stop finding it.',
  migration: 'Write `#{{to}}` instead of `#{{from}}` in prompts and prompt files.',
  visit(pair, _ctx, report) {
    if (!pair.base || !pair.head) return;
    const [b, h] = [referenceNames(pair.base), referenceNames(pair.head)];
    if (b.name === undefined || b.name === h.name) return;
    if (h.legacy.some((n) => n === b.name || n.endsWith(`/${b.name}`))) return;
    report({ pointer: '/toolReferenceName', data: { name: pair.head.name, from: b.name, to: h.name ?? 'none' } });
  },
});
