import { defineSchemaCheck } from '../check.js';

/**
 * The floor under the named checks: a difference in a schema that none of them claims, reported
 * rather than passed over, with the keyword and the place. diff.ts raises it after the other
 * checks (its visit finds nothing on its own); where json-schema-diff sees values lost,
 * input-schema-narrowed is reported instead, as breaking.
 */
export default defineSchemaCheck({
  id: 'schema-changed-unclassified',
  description: 'a schema changed in a way no named check classifies',
  area: 'schema',
  effect: 'neither',
  action: 'changed',
  input: {
    level: 'warning',
    bump: 'minor',
    message: '`{{keyword}}` of {{subject}} changed, in a way no check classifies (at {{at}}): review whether calls that worked still do.',
    migration: 'Review the change to `{{keyword}}` of {{subject}}.',
  },
  output: {
    id: 'output-schema-changed-unclassified',
    level: 'warning',
    bump: 'minor',
    message: '`{{keyword}}` of {{subject}} changed, in a way no check classifies (at {{at}}): review whether consumers still read results correctly.',
    migration: 'Review the change to `{{keyword}}` of {{subject}} in results.',
  },
  visit() {
    // Raised by diff.ts from the differences no other check claimed.
  },
});
