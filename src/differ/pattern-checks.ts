import { joinPointer } from '../model/index.js';
import { defineSchemaCheck, type SchemaCheck } from './check.js';
import { patternWitness } from './pattern-witness.js';
import { mayBe } from './schema-types.js';
import { show } from './values.js';

/**
 * A changed pattern shown to reject a string the old one matched (`tightened`) or to match one
 * the old one rejected (`relaxed`), with that string as the proof. Both can hold at once (the
 * pattern went sideways); neither is pattern-changed, a warning.
 */
export function patternMoveCheck(move: 'tightened' | 'relaxed'): SchemaCheck {
  const tight = move === 'tightened';
  return defineSchemaCheck({
    id: `pattern-${move}`,
    description: tight ? 'a changed `pattern` rejects a string the old one matched' : 'a changed `pattern` matches a string the old one rejected',
    area: 'pattern',
    effect: tight ? 'narrows' : 'widens',
    action: move,
    input: tight
      ? {
          level: 'breaking',
          bump: 'major',
          message: 'The pattern of {{subject}} changed from {{from}} to {{to}}: values that matched only the old one, such as {{witness}}, are rejected.',
          migration: 'Send {{place}} matching pattern {{to}} (not only {{from}}).',
        }
      : { level: 'info', bump: 'minor', message: 'The pattern of {{subject}} changed from {{from}} to {{to}}: it also accepts values such as {{witness}}.' },
    output: tight
      ? {
          id: `output-pattern-${move}`,
          level: 'info',
          bump: 'minor',
          message: 'The pattern of {{subject}} changed from {{from}} to {{to}}: returned values are more constrained.',
        }
      : {
          id: `output-pattern-${move}`,
          level: 'breaking',
          bump: 'major',
          message: 'The pattern of {{subject}} changed from {{from}} to {{to}}: consumers may get values the old one rejected, such as {{witness}}.',
          migration: 'Handle {{place}} values matching pattern {{to}}, not only {{from}}.',
        },
    visit(pair, report) {
      if (!mayBe(pair.base, 'string') || !mayBe(pair.head, 'string')) return;
      const [b, h] = [pair.base.pattern, pair.head.pattern];
      if (typeof b !== 'string' || typeof h !== 'string' || b === h) return;
      const witness = tight ? patternWitness(b, h) : patternWitness(h, b);
      if (witness !== undefined) report({ pointer: joinPointer(pair.pointer, 'pattern'), data: { from: show(b), to: show(h), witness: show(witness) } });
    },
  });
}
