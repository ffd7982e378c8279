import { defineSchemaCheck } from '../check.js';
import { refTarget } from '../prepare.js';
import { sameShape } from '../canonical.js';
import { show } from '../values.js';

/**
 * A `$ref` that now names another definition, which accepts other values. The values are
 * compared by the other checks (references are inlined first); this one says where the new
 * definition comes from. A definition renamed or moved with the same content is no change.
 */
export default defineSchemaCheck({
  id: 'ref-target-changed',
  description: 'a `$ref` now points at a different definition',
  area: 'schema',
  effect: 'neither',
  action: 'changed',
  input: { level: 'info', bump: 'patch', message: '{{Subject}} now refers to {{to}} (was {{from}}), which accepts different values.' },
  output: {
    id: 'output-ref-target-changed',
    level: 'info',
    bump: 'patch',
    message: '{{Subject}} now refers to {{to}} (was {{from}}), which allows different values.',
  },
  whenTypesDisjoint: true,
  visit(pair, report) {
    const [b, h] = [refTarget(pair.base), refTarget(pair.head)];
    if (b !== undefined && h !== undefined && b !== h && !sameShape(pair.base, pair.head)) report({ data: { from: show(b), to: show(h) } });
  },
});
