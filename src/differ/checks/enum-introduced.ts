import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { allowedValues, show } from '../values.js';

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
    migration: 'Send only {{values}} for `{{path}}`.',
  },
  output: { id: 'output-enum-introduced', level: 'info', bump: 'minor', message: '{{Subject}} is now limited to the enum {{values}}.' },
  visit(pair, report) {
    const h = allowedValues(pair.head);
    if (!allowedValues(pair.base) && h?.via === 'enum') report({ pointer: joinPointer(pair.pointer, 'enum'), data: { values: show(h.values) } });
  },
});
