import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'param-added-optional',
  description: 'a new optional parameter',
  area: 'property',
  effect: 'neither',
  action: 'added',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} was added (optional).' },
  output: { id: 'output-property-added-optional', level: 'info', bump: 'minor', message: '{{Subject}} was added (not always returned).' },
  visit(pair, report) {
    for (const p of pair.properties()) {
      if (!p.base && p.head && !p.requiredAfter) report({ pointer: p.pointer, path: p.path, at: { side: 'head', node: p.head } });
    }
  },
});
