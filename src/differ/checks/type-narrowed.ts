import { defineSchemaCheck } from '../check.js';
import { describeTypes } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'type-narrowed',
  description: 'the type accepts less (number → integer, a type dropped from a list)',
  area: 'type',
  effect: 'narrows',
  action: 'tightened',
  input: {
    level: 'breaking',
    bump: 'major',
    message: 'The type of {{subject}} narrowed from {{from}} to {{to}}: calls that send what was dropped are rejected.',
    migration: 'Send {{place}} as {{to}} only (was {{from}}).',
  },
  output: { id: 'output-type-narrowed', level: 'info', bump: 'minor', message: 'The type of {{subject}} narrowed from {{from}} to {{to}}.' },
  visit(pair, report) {
    if (pair.types === 'narrowed') report({ data: { from: describeTypes(pair.base), to: describeTypes(pair.head) } });
  },
});
