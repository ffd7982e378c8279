import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'param-became-required',
  description: 'an optional parameter became required',
  area: 'required',
  effect: 'narrows',
  action: 'changed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} became required: calls that leave it out are rejected.',
    migration: 'Always pass `{{path}}`: it is now required.',
  },
  output: { id: 'output-property-became-required', level: 'info', bump: 'minor', message: '{{Subject}} became required: it is now always returned.' },
  visit(pair, report) {
    for (const p of pair.properties()) {
      if (p.base && p.head && !p.requiredBefore && p.requiredAfter) report({ pointer: p.pointer, path: p.path, at: { side: 'head', node: p.head } });
    }
  },
});
