import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { isClosed, mayBe } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'additional-properties-opened',
  description: 'an object that rejected unknown keys now accepts them',
  area: 'additional-properties',
  effect: 'widens',
  action: 'relaxed',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} now accepts keys it does not name.' },
  output: {
    id: 'output-additional-properties-opened',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} may now return keys it does not name: consumers that expect only the named ones may get others.',
    migration: 'Accept keys in {{place}} that the schema does not name.',
  },
  visit(pair, report) {
    if (mayBe(pair.base, 'object') && mayBe(pair.head, 'object') && pair.base.additionalProperties === false && !isClosed(pair.head)) {
      report({ pointer: joinPointer(pair.pointer, 'additionalProperties'), at: { side: 'base', node: pair.base } });
    }
  },
});
