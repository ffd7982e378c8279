import { hasOwn } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { headPropertiesVisit } from '../property-visit.js';
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
    message:
      '{{Subject}} was added as required with default {{default}}: calls that leave it out work only where the server fills the default in before validating.',
    migration: 'Pass {{place}} (new and required; the server may default it to {{default}}).',
  },
  output: {
    id: 'output-property-added-required-with-default',
    level: 'info',
    bump: 'minor',
    message: '{{Subject}} was added and is always returned (default {{default}}).',
  },
  visit: headPropertiesVisit(
    (p) => !p.base && p.requiredAfter && hasOwn(p.head, 'default'),
    (p) => ({ default: show(p.head.default) }),
  ),
});
