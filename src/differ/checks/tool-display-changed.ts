import { defineToolCheck } from '../check.js';
import { show } from '../values.js';
import { referenceNames } from '../vscode-meta.js';

/**
 * What people see of a tool, not the model: its title, VS Code display name, user description,
 * icon, tags and legacy reference names, and a new reference name that keeps the old one as a
 * legacy name (without it, tool-reference-name-changed).
 */
const FIELDS = ['displayName', 'userDescription', 'icon', 'tags', 'legacyToolReferenceFullNames'] as const;

export default defineToolCheck({
  id: 'tool-display-changed',
  description: 'what users see of a tool (title, display name, user description, icon, tags) changed',
  area: 'description',
  action: 'changed',
  direction: 'tool',
  level: 'info',
  bump: 'patch',
  message: '`{{field}}` of tool `{{name}}` changed from {{from}} to {{to}}.',
  visit(pair, _ctx, report) {
    if (!pair.base || !pair.head) return;
    const value = (t: typeof pair.base, f: string) => (f === 'title' ? t!.title : t!.meta[f]);
    const kept = referenceNames(pair.head).legacy.some(
      (n) => n === pair.base!.meta.toolReferenceName || n.endsWith(`/${String(pair.base!.meta.toolReferenceName)}`),
    );
    for (const field of ['title', ...FIELDS, ...(kept ? ['toolReferenceName'] : [])]) {
      const [b, h] = [value(pair.base, field), value(pair.head, field)];
      if (JSON.stringify(b) === JSON.stringify(h)) continue;
      report({ pointer: `/${field}`, data: { field, name: pair.head.name, from: b === undefined ? 'none' : show(b), to: h === undefined ? 'none' : show(h) } });
    }
  },
});
