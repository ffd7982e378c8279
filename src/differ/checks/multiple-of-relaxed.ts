import { hasOwn, joinPointer } from '../../model/index.js';
import { multipleOfMove } from '../bounds.js';
import { defineSchemaCheck } from '../check.js';
import { mayBe } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'multiple-of-relaxed',
  description: '`multipleOf` became a divisor of the old step, or was removed',
  area: 'bounds',
  effect: 'widens',
  action: 'relaxed',
  input: { level: 'info', bump: 'minor', message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: more values are accepted.' },
  output: { id: 'output-multiple-of-relaxed', level: 'breaking', bump: 'major', message: '`multipleOf` of {{subject}} went from {{from}} to {{to}}: consumers may get values that are not multiples of {{from}}.', migration: 'Handle `{{path}}` values that are not multiples of {{from}}.' },
  visit(pair, report) {
    if (!mayBe(pair.base, 'number') || !mayBe(pair.head, 'number') || multipleOfMove(pair.base, pair.head) !== 'relaxed') return;
    const shown = (n: typeof pair.base) => (hasOwn(n, 'multipleOf') ? String(n.multipleOf) : 'none');
    report({ pointer: joinPointer(pair.pointer, 'multipleOf'), data: { from: shown(pair.base), to: shown(pair.head) } });
  },
});
