import { hasOwn, joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { sameSchema } from '../canonical.js';
import { show } from '../values.js';

/** Callers that leave a parameter out get its default, so changing it changes what they get. */
export default defineSchemaCheck({
  id: 'default-changed',
  description: 'a default value was changed, added or removed',
  area: 'default',
  effect: 'neither',
  action: 'changed',
  input: {
    level: 'warning',
    bump: 'minor',
    message: 'The default of {{subject}} changed from {{from}} to {{to}}: calls that leave it out now behave differently.',
    migration: '{{advice}}',
  },
  output: { id: 'output-default-changed', level: 'info', bump: 'patch', message: 'The default of {{subject}} changed from {{from}} to {{to}}.' },
  whenTypesDisjoint: true,
  visit(pair, report) {
    const { base, head } = pair;
    if (!hasOwn(base, 'default') && !hasOwn(head, 'default')) return;
    if (hasOwn(base, 'default') && hasOwn(head, 'default') && sameSchema(base.default, head.default)) return;
    const shown = (n: typeof base) => (hasOwn(n, 'default') ? show(n.default) : 'none');
    // Only a value can be passed: with no old default, the advice is to check the new one.
    const advice = hasOwn(base, 'default')
      ? `Pass \`${pair.path}: ${shown(base)}\` to keep the old behaviour.`
      : `Pass \`${pair.path}\` explicitly if its new default ${shown(head)} is not what you want.`;
    report({ pointer: joinPointer(pair.pointer, 'default'), data: { from: shown(base), to: shown(head), advice } });
  },
});
