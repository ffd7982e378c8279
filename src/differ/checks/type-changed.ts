import { defineSchemaCheck } from '../check.js';
import { describeTypes } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'type-changed',
  description: 'the type changed so that neither accepts all the other did',
  area: 'type',
  effect: 'both',
  action: 'changed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: 'The type of {{subject}} changed from {{from}} to {{to}}: calls that send {{from}} are rejected.',
    migration: 'Send {{place}} as {{to}} (was {{from}}).',
  },
  output: {
    id: 'output-type-changed',
    level: 'breaking',
    bump: 'major',
    message: 'The type of {{subject}} changed from {{from}} to {{to}}: consumers that expect {{from}} break.',
    migration: 'Read {{place}} as {{to}} (was {{from}}).',
  },
  whenTypesDisjoint: true,
  visit(pair, report) {
    if (pair.types === 'changed' || pair.types === 'disjoint') report({ data: { from: describeTypes(pair.base), to: describeTypes(pair.head) } });
  },
});
