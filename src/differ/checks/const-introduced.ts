import { defineSchemaCheck } from '../check.js';
import { limitIntroducedVisit } from '../values.js';

export default defineSchemaCheck({
  id: 'const-introduced',
  description: 'a const now fixes a value that was free',
  area: 'const',
  effect: 'narrows',
  action: 'added',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} must now be {{value}}: calls that send anything else are rejected.',
    migration: 'Send {{value}} for {{place}}.',
  },
  output: { id: 'output-const-introduced', level: 'info', bump: 'minor', message: '{{Subject}} is now always {{value}}.' },
  visit: limitIntroducedVisit('const'),
});
