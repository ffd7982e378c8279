import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { mayBe } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'unique-items-set',
  description: '`uniqueItems` became true',
  area: 'bounds',
  effect: 'narrows',
  action: 'set',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} now requires unique items: calls that repeat an item are rejected.',
    migration: 'Do not repeat items in {{place}}.',
  },
  output: { id: 'output-unique-items-set', level: 'info', bump: 'minor', message: '{{Subject}} now has unique items.' },
  visit(pair, report) {
    if (mayBe(pair.base, 'array') && mayBe(pair.head, 'array') && pair.base.uniqueItems !== true && pair.head.uniqueItems === true) {
      report({ pointer: joinPointer(pair.pointer, 'uniqueItems') });
    }
  },
});
