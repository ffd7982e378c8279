import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'param-became-optional',
  description: 'a required parameter became optional',
  area: 'required',
  effect: 'widens',
  action: 'changed',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} became optional.' },
  output: {
    id: 'output-property-became-optional',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} became optional: consumers that expect it are not always given it.',
    migration: 'Handle `{{path}}` being absent from the result.',
  },
  visit(pair, report) {
    for (const p of pair.properties()) {
      if (p.base && p.head && p.requiredBefore && !p.requiredAfter) report({ pointer: p.pointer, path: p.path, at: { side: 'head', node: p.head } });
    }
  },
});
