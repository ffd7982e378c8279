import { defineSchemaCheck } from '../check.js';
import { limitDroppedVisit } from '../values.js';

export default defineSchemaCheck({
  id: 'enum-dropped',
  description: 'an enum was removed: any value of the type is accepted',
  area: 'enum',
  effect: 'widens',
  action: 'removed',
  input: { level: 'info', bump: 'minor', message: 'The enum {{values}} of {{subject}} was removed: any value of its type is accepted.' },
  output: {
    id: 'output-enum-dropped',
    level: 'breaking',
    bump: 'major',
    message: 'The enum {{values}} of {{subject}} was removed: consumers that handle only those values may get others.',
    migration: 'Handle any value in {{place}}, not only {{values}}.',
  },
  visit: limitDroppedVisit('enum'),
});
