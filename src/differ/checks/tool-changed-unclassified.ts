import { getAtPointer } from '../../model/index.js';
import type { Tool } from '../../model/index.js';
import { defineToolCheck } from '../check.js';
import { toolDifferences } from '../unclassified.js';
import { showPair } from '../values.js';

/**
 * Tool metadata (title, annotations, extension fields) that changed where no other check looked:
 * said, with its place, so that no edit to a definition goes unreported.
 */
export default defineToolCheck({
  id: 'tool-changed-unclassified',
  description: 'a field of the tool definition changed that no named check classifies',
  area: 'tool',
  action: 'changed',
  direction: 'tool',
  level: 'warning',
  bump: 'patch',
  message: '`{{field}}` of tool `{{name}}` changed from {{from}} to {{to}}, in a way no check classifies.',
  after: true,
  visit(pair, ctx, report) {
    if (!pair.base || !pair.head) return;
    for (const pointer of toolDifferences(pair.base, pair.head)) {
      if (ctx.changes.some((c) => c.direction === 'tool' && told(c.pointer, pointer))) continue;
      const field = pointer.slice(1).replace(/\//g, '.');
      const value = (tool: Tool) => getAtPointer({ ...tool.meta, title: tool.title, annotations: tool.annotations }, pointer);
      const [from, to] = showPair(value(pair.base), value(pair.head)).map((v) => (v === undefined || v === 'undefined' ? 'none' : v));
      report({ pointer, data: { field, name: pair.head.name, from, to } });
    }
  },
});

/**
 * Whether a change at `by` already tells of the field at `field`: the same place or around it;
 * any hint for the others (hints move together); a deprecation or rename for its replacement
 * and sunset date.
 */
function told(by: string, field: string): boolean {
  if (by === field || field.startsWith(`${by}/`)) return true;
  if (by.startsWith('/annotations/') && /^\/annotations\/\w+Hint$/.test(field)) return true;
  return (by === '/deprecated' || by === '/name' || by === '/sunset_date') && ['/deprecated', '/replacement', '/sunset_date', '/x-sunset'].includes(field);
}
