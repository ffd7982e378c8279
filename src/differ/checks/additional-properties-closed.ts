import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { isClosed, mayBe } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'additional-properties-closed',
  description: 'an object that accepted unknown keys now rejects them',
  area: 'additional-properties',
  effect: 'narrows',
  action: 'tightened',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} now rejects keys it does not name (`additionalProperties: false`): calls that send others are rejected.',
    migration: 'Send only the keys that {{place}} declares.',
  },
  output: { id: 'output-additional-properties-closed', level: 'info', bump: 'minor', message: '{{Subject}} no longer returns keys it does not name.' },
  visit(pair, report) {
    if (mayBe(pair.base, 'object') && mayBe(pair.head, 'object') && !isClosed(pair.base) && pair.head.additionalProperties === false) {
      report({ pointer: joinPointer(pair.pointer, 'additionalProperties') });
    }
  },
});
