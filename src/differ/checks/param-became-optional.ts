import { defineSchemaCheck } from '../check.js';
import { headPropertiesVisit } from '../property-visit.js';

export default defineSchemaCheck({
  id: 'param-became-optional',
  description: 'a required parameter became optional',
  area: 'required',
  effect: 'widens',
  action: 'changed',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} became optional.' },
  output: {
    id: 'output-property-became-optional',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} became optional: consumers that expect it are not always given it.',
    migration: 'Handle {{place}} being absent from the result.',
  },
  visit: headPropertiesVisit((p) => p.base !== undefined && p.requiredBefore && !p.requiredAfter),
});
