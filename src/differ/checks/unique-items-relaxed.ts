import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { mayBe } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'unique-items-relaxed',
  description: '`uniqueItems` is no longer true',
  area: 'bounds',
  effect: 'widens',
  action: 'relaxed',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} no longer requires unique items.' },
  output: {
    id: 'output-unique-items-relaxed',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} may now repeat items: consumers that expect unique items may get duplicates.',
    migration: 'Handle repeated items in {{place}}.',
  },
  visit(pair, report) {
    if (mayBe(pair.base, 'array') && mayBe(pair.head, 'array') && pair.base.uniqueItems === true && pair.head.uniqueItems !== true) {
      report({ pointer: joinPointer(pair.pointer, 'uniqueItems'), at: { side: 'base', node: pair.base } });
    }
  },
});
