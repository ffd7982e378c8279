import { defineSchemaCheck } from '../check.js';
import { describeTypes } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'type-widened',
  description: 'the type accepts more (integer → number, null added)',
  area: 'type',
  effect: 'widens',
  action: 'relaxed',
  input: { level: 'info', bump: 'minor', message: 'The type of {{subject}} widened from {{from}} to {{to}}.' },
  output: {
    id: 'output-type-widened',
    level: 'breaking',
    bump: 'major',
    message: 'The type of {{subject}} widened from {{from}} to {{to}}: consumers that expect only {{from}} may get something else.',
    migration: 'Handle {{place}} being {{to}} (was {{from}}).',
  },
  visit(pair, report) {
    if (pair.types === 'widened') report({ data: { from: describeTypes(pair.base), to: describeTypes(pair.head) } });
  },
});
