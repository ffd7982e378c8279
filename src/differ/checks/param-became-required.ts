import { defineSchemaCheck } from '../check.js';
import { headPropertiesVisit } from '../property-visit.js';

export default defineSchemaCheck({
  id: 'param-became-required',
  description: 'an optional parameter became required',
  area: 'required',
  effect: 'narrows',
  action: 'changed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} became required: calls that leave it out are rejected.',
    migration: 'Always pass {{place}}: it is now required.',
  },
  output: { id: 'output-property-became-required', level: 'info', bump: 'minor', message: '{{Subject}} became required: it is now always returned.' },
  visit: headPropertiesVisit((p) => p.base !== undefined && !p.requiredBefore && p.requiredAfter),
});
