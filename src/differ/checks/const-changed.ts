import { hasOwn, joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { sameSchema } from '../canonical.js';
import { show } from '../values.js';

export default defineSchemaCheck({
  id: 'const-changed',
  description: 'a const value changed',
  area: 'const',
  effect: 'both',
  action: 'changed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: 'The const of {{subject}} changed from {{from}} to {{to}}: calls that send {{from}} are rejected.',
    migration: 'Send {{to}} for {{place}} (was {{from}}).',
  },
  output: {
    id: 'output-const-changed',
    level: 'breaking',
    bump: 'major',
    message: 'The const of {{subject}} changed from {{from}} to {{to}}: consumers that expect {{from}} break.',
    migration: 'Expect {{to}} in {{place}} (was {{from}}).',
  },
  whenTypesDisjoint: true,
  visit(pair, report) {
    const { base, head } = pair;
    if (hasOwn(base, 'const') && hasOwn(head, 'const') && !sameSchema(base.const, head.const)) {
      report({ pointer: joinPointer(pair.pointer, 'const'), data: { from: show(base.const), to: show(head.const) } });
    }
  },
});
