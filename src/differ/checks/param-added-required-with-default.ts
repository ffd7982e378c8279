import { hasOwn } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { show } from '../values.js';

/**
 * A default does not make a required property optional to a validator: whether old calls still
 * work depends on the server filling the default in before it validates.
 */
export default defineSchemaCheck({
  id: 'param-added-required-with-default',
  description: 'a new parameter is required but has a default',
  area: 'property',
  effect: 'narrows',
  action: 'added',
  input: {
    level: 'warning',
    bump: 'minor',
    message: '{{Subject}} was added as required with default {{default}}: calls that leave it out work only where the server fills the default in before validating.',
    migration: 'Pass `{{path}}` (new and required; the server may default it to {{default}}).',
  },
  output: { id: 'output-property-added-required-with-default', level: 'info', bump: 'minor', message: '{{Subject}} was added and is always returned (default {{default}}).' },
  visit(pair, report) {
    for (const p of pair.properties()) {
      if (!p.base && p.head && p.requiredAfter && hasOwn(p.head, 'default')) {
        report({ pointer: p.pointer, path: p.path, at: { side: 'head', node: p.head }, data: { default: show(p.head.default) } });
      }
    }
  },
});
