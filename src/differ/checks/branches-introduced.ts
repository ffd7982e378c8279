import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { declaredKeysOnly } from '../declared-keys.js';
import { rejectedExample } from '../rejected-example.js';
import { introducedUnion } from '../unions.js';
import { show } from '../values.js';

/**
 * An `anyOf`/`oneOf` where there was none adds a constraint: a free-form value that becomes a
 * union of closed shapes (GitHub's projects_write `updated_field`, v1.7 → v1.8) rejects what
 * fits none of them. Not reported when one alternative plainly accepts all the old node did.
 */
export default defineSchemaCheck({
  id: 'branches-introduced',
  description: 'an `anyOf`/`oneOf` was added to a node that had none',
  area: 'composition',
  effect: 'narrows',
  action: 'added',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} must now match {{which}} of {{count}} alternatives (`{{keyword}}`: {{branches}}): values that fit none{{example}} are rejected.',
    migration: 'Send {{place}} in one of the new shapes: {{branches}}.',
  },
  output: {
    id: 'output-branches-introduced',
    level: 'info',
    bump: 'minor',
    message: '{{Subject}} now matches {{which}} of {{count}} alternatives (`{{keyword}}`: {{branches}}).',
  },
  visit(pair, report) {
    const found = introducedUnion(pair.base, pair.head, pair.direction === 'input');
    if (!found) return;
    // Only input messages show it: a value callers could send before and cannot now.
    const example = pair.direction === 'input' ? rejectedExample(declaredKeysOnly(pair.base), declaredKeysOnly(pair.head)) : undefined;
    report({ pointer: joinPointer(pair.pointer, found.keyword), data: { ...found.data, example: example ? `, such as \`${show(example.value)}\`,` : '' } });
  },
});
