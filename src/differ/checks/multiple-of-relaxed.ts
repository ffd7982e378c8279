import { multipleOfVisit } from '../bounds.js';
import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'multiple-of-relaxed',
  description: '`multipleOf` became a divisor of the old step, or was removed',
  area: 'bounds',
  effect: 'widens',
  action: 'relaxed',
  input: { level: 'info', bump: 'minor', message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: more values are accepted.' },
  output: {
    id: 'output-multiple-of-relaxed',
    level: 'breaking',
    bump: 'major',
    message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: consumers may get values that are not multiples of {{from}}.',
    migration: 'Handle {{place}} values that are not multiples of {{from}}.',
  },
  visit: multipleOfVisit('relaxed'),
});
