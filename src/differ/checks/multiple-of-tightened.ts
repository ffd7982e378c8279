import { multipleOfVisit } from '../bounds.js';
import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'multiple-of-tightened',
  description: '`multipleOf` became a multiple of the old step',
  area: 'bounds',
  effect: 'narrows',
  action: 'tightened',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: values that are multiples of {{from}} only are rejected.',
    migration: 'Send {{place}} as a multiple of {{to}}.',
  },
  output: {
    id: 'output-multiple-of-tightened',
    level: 'info',
    bump: 'minor',
    message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: returned values are more constrained.',
  },
  visit: multipleOfVisit('tightened'),
});
