import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { allowedValues, missingValues, show } from '../values.js';

export default defineSchemaCheck({
  id: 'enum-value-removed',
  description: 'a value was removed from an enum',
  area: 'enum',
  effect: 'narrows',
  action: 'removed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: 'Value {{value}} was removed from the enum of {{subject}}: calls that send it are rejected.',
    migration: 'Stop sending {{value}} for `{{path}}`.',
  },
  output: { id: 'output-enum-value-removed', level: 'info', bump: 'minor', message: 'Value {{value}} was removed from the enum of {{subject}}: it is no longer returned.' },
  visit(pair, report) {
    const b = allowedValues(pair.base);
    const h = allowedValues(pair.head);
    if (!b || !h || (b.via === 'const' && h.via === 'const')) return;
    for (const v of missingValues(b.values, h.values)) report({ pointer: joinPointer(pair.pointer, h.via), data: { value: show(v) } });
  },
});
