import { multipleOfVisit } from '../bounds.js';
import { defineSchemaCheck } from '../check.js';

export default defineSchemaCheck({
  id: 'multiple-of-set',
  description: '`multipleOf` was newly set',
  area: 'bounds',
  effect: 'narrows',
  action: 'set',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '`multipleOf` of {{subject}} is now {{to}}: other values are rejected.',
    migration: 'Send {{place}} as a multiple of {{to}}.',
  },
  output: {
    id: 'output-multiple-of-set',
    level: 'info',
    bump: 'minor',
    message: '`multipleOf` of {{subject}} is now {{to}}: returned values are more constrained.',
  },
  visit: multipleOfVisit('set'),
});
