import { defineSchemaCheck } from '../check.js';
import { headPropertiesVisit } from '../property-visit.js';

export default defineSchemaCheck({
  id: 'param-added-optional',
  description: 'a new optional parameter',
  area: 'property',
  effect: 'neither',
  action: 'added',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} was added (optional).' },
  output: { id: 'output-property-added-optional', level: 'info', bump: 'minor', message: '{{Subject}} was added (not always returned).' },
  visit: headPropertiesVisit((p) => !p.base && !p.requiredAfter),
});
