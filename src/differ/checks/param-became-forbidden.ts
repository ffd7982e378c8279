import { defineSchemaCheck } from '../check.js';
import { isFalseSchema } from '../schema-types.js';

/** A schema set to `false` accepts nothing: the parameter can no longer be sent at all (not "any type"). */
export default defineSchemaCheck({
  id: 'param-became-forbidden',
  description: 'a schema became `false`: no value is accepted',
  area: 'schema',
  effect: 'narrows',
  action: 'tightened',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} is now forbidden (`false`): calls that send it are rejected.',
    migration: 'Stop sending {{place}}.',
  },
  output: {
    id: 'output-property-became-forbidden',
    level: 'info',
    bump: 'minor',
    message: '{{Subject}} is now forbidden (`false`): it is no longer returned.',
  },
  onFalseSchema: true,
  visit(pair, report) {
    if (!isFalseSchema(pair.base) && isFalseSchema(pair.head)) report({});
  },
});
