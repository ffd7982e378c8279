import { multipleOfVisit } from '../bounds.js';
import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'multiple-of-changed',
  description: '`multipleOf` changed to a step that is neither a multiple nor a divisor of the old one',
  area: 'bounds',
  effect: 'both',
  action: 'changed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: some values the old schema accepted are rejected.',
    migration: 'Send {{place}} as a multiple of {{to}}.',
  },
  output: {
    id: 'output-multiple-of-changed',
    level: 'breaking',
    bump: 'major',
    message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: consumers may get values that are not multiples of {{from}}.',
    migration: 'Handle {{place}} values that are not multiples of {{from}}.',
  },
  visit: multipleOfVisit('changed'),
});
