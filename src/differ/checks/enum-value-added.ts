import { defineSchemaCheck } from '../check.js';
import { enumValuesVisit } from '../values.js';

export default defineSchemaCheck({
  id: 'enum-value-added',
  description: 'a value was added to an enum',
  area: 'enum',
  effect: 'widens',
  action: 'added',
  input: { level: 'info', bump: 'minor', message: 'Value {{value}} was added to the enum of {{subject}}.' },
  output: {
    id: 'output-enum-value-added',
    level: 'breaking',
    bump: 'major',
    message: 'Value {{value}} was added to the enum of {{subject}}: consumers that handle only the old values may get it.',
    migration: 'Handle {{value}} in {{place}}.',
  },
  visit: enumValuesVisit('added'),
});
