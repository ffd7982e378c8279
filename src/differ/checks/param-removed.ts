import { defineSchemaCheck } from '../check.js';
import { removedPropertyData } from '../hints.js';
import { isClosed } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'param-removed',
  description: 'a parameter was removed from an object that rejects unknown keys',
  area: 'property',
  effect: 'both',
  action: 'removed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} was removed and the object rejects unknown keys: calls that still send it are rejected.{{hint}}',
    migration: '{{instead}}',
  },
  output: {
    id: 'output-property-removed',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} was removed: consumers that read it get nothing.{{hint}}',
    migration: 'Stop reading {{place}}.',
  },
  visit(pair, report) {
    if (!isClosed(pair.head)) return;
    for (const p of pair.properties()) {
      if (p.base && !p.head) report({ pointer: p.pointer, path: p.path, at: { side: 'base', node: p.base }, data: removedPropertyData(pair, p) });
    }
  },
});
