import { defineSchemaCheck } from '../check.js';
import { limitDroppedVisit } from '../values.js';

export default defineSchemaCheck({
  id: 'const-dropped',
  description: 'a const was removed: any value of the type is accepted',
  area: 'const',
  effect: 'widens',
  action: 'removed',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} is no longer fixed to {{value}}: any value of its type is accepted.' },
  output: {
    id: 'output-const-dropped',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} is no longer always {{value}}: consumers that rely on it may get other values.',
    migration: 'Handle {{place}} being other than {{value}}.',
  },
  visit: limitDroppedVisit('const'),
});
