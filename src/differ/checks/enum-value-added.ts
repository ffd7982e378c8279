import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { allowedValues, missingValues, show } from '../values.js';

export default defineSchemaCheck({
  id: 'enum-value-added',
  description: 'a value was added to an enum',
  area: 'enum',
  effect: 'widens',
  action: 'added',
  input: { level: 'info', bump: 'minor', message: 'Value {{value}} was added to the enum of {{subject}}.' },
  output: {
    id: 'output-enum-value-added',
    level: 'breaking',
    bump: 'major',
    message: 'Value {{value}} was added to the enum of {{subject}}: consumers that handle only the old values may get it.',
    migration: 'Handle {{value}} in `{{path}}`.',
  },
  visit(pair, report) {
    const b = allowedValues(pair.base);
    const h = allowedValues(pair.head);
    if (!b || !h || (b.via === 'const' && h.via === 'const')) return;
    for (const v of missingValues(h.values, b.values)) report({ pointer: joinPointer(pair.pointer, h.via), data: { value: show(v) } });
  },
});
