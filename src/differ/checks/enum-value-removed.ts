import { defineSchemaCheck } from '../check.js';
import { enumValuesVisit } from '../values.js';

export default defineSchemaCheck({
  id: 'enum-value-removed',
  description: 'a value was removed from an enum',
  area: 'enum',
  effect: 'narrows',
  action: 'removed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: 'Value {{value}} was removed from the enum of {{subject}}: calls that send it are rejected.',
    migration: 'Stop sending {{value}} for {{place}}.',
  },
  output: {
    id: 'output-enum-value-removed',
    level: 'info',
    bump: 'minor',
    message: 'Value {{value}} was removed from the enum of {{subject}}: it is no longer returned.',
  },
  visit: enumValuesVisit('removed'),
});
