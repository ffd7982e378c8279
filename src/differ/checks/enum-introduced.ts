import { defineSchemaCheck } from '../check.js';
import { limitIntroducedVisit } from '../values.js';

export default defineSchemaCheck({
  id: 'enum-introduced',
  description: 'an enum now limits a value that was free',
  area: 'enum',
  effect: 'narrows',
  action: 'added',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} is now limited to the enum {{values}}: calls that send other values are rejected.',
    migration: 'Send only {{values}} for {{place}}.',
  },
  output: { id: 'output-enum-introduced', level: 'info', bump: 'minor', message: '{{Subject}} is now limited to the enum {{values}}.' },
  visit: limitIntroducedVisit('enum'),
});
