import { hasOwn } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { headPropertiesVisit } from '../property-visit.js';

export default defineSchemaCheck({
  id: 'param-added-required',
  description: 'a new parameter is required (and has no default)',
  area: 'property',
  effect: 'narrows',
  action: 'added',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} was added as required: calls that leave it out are rejected.',
    migration: 'Pass {{place}}: it is new and required.',
  },
  output: { id: 'output-property-added-required', level: 'info', bump: 'minor', message: '{{Subject}} was added and is always returned.' },
  visit: headPropertiesVisit((p) => !p.base && p.requiredAfter && !hasOwn(p.head, 'default')),
});
