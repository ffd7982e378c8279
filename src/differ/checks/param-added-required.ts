import { hasOwn } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'param-added-required',
  description: 'a new parameter is required (and has no default)',
  area: 'property',
  effect: 'narrows',
  action: 'added',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} was added as required: calls that leave it out are rejected.',
    migration: 'Pass `{{path}}`: it is new and required.',
  },
  output: { id: 'output-property-added-required', level: 'info', bump: 'minor', message: '{{Subject}} was added and is always returned.' },
  visit(pair, report) {
    for (const p of pair.properties()) {
      if (!p.base && p.head && p.requiredAfter && !hasOwn(p.head, 'default')) report({ pointer: p.pointer, path: p.path, at: { side: 'head', node: p.head } });
    }
  },
});
