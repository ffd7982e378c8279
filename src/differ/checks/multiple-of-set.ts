import { hasOwn, joinPointer } from '../../model/index.js';
import { multipleOfMove } from '../bounds.js';
import { defineSchemaCheck } from '../check.js';
import { mayBe } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'multiple-of-set',
  description: '`multipleOf` was newly set',
  area: 'bounds',
  effect: 'narrows',
  action: 'set',
  input: { level: 'breaking', bump: 'major', message: '`multipleOf` of {{subject}} is now {{to}}: other values are rejected.', migration: 'Send `{{path}}` as a multiple of {{to}}.' },
  output: { id: 'output-multiple-of-set', level: 'info', bump: 'minor', message: '`multipleOf` of {{subject}} is now {{to}}: returned values are more constrained.' },
  visit(pair, report) {
    if (!mayBe(pair.base, 'number') || !mayBe(pair.head, 'number') || multipleOfMove(pair.base, pair.head) !== 'set') return;
    const shown = (n: typeof pair.base) => (hasOwn(n, 'multipleOf') ? String(n.multipleOf) : 'none');
    report({ pointer: joinPointer(pair.pointer, 'multipleOf'), data: { from: shown(pair.base), to: shown(pair.head) } });
  },
});
