import { defineSchemaCheck } from '../check.js';
import { isFalseSchema } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'param-became-allowed',
  description: 'a `false` schema (no value accepted) now accepts values',
  area: 'schema',
  effect: 'widens',
  action: 'relaxed',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} was forbidden (`false`) and now accepts values.' },
  output: {
    id: 'output-property-became-allowed',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} was forbidden (`false`) and may now be returned: consumers that never expected it may break.',
    migration: 'Handle {{place}} in results.',
  },
  onFalseSchema: true,
  visit(pair, report) {
    if (isFalseSchema(pair.base) && !isFalseSchema(pair.head)) report({});
  },
});
