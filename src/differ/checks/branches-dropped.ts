import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { introducedUnion } from '../unions.js';

export default defineSchemaCheck({
  id: 'branches-dropped',
  description: 'an `anyOf`/`oneOf` was removed from a node that keeps no alternatives',
  area: 'composition',
  effect: 'widens',
  action: 'removed',
  input: { level: 'info', bump: 'minor', message: '{{Subject}} no longer has to match {{which}} of {{count}} alternatives (`{{keyword}}`: {{branches}}).' },
  output: {
    id: 'output-branches-dropped',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} no longer matches {{which}} of {{count}} alternatives (`{{keyword}}`: {{branches}}): consumers may get values that fit none of them.',
    migration: 'Handle {{place}} values outside the old shapes: {{branches}}.',
  },
  visit(pair, report) {
    const found = introducedUnion(pair.head, pair.base);
    if (found) report({ pointer: joinPointer(pair.pointer, found.keyword), at: { side: 'base', node: pair.base }, data: found.data });
  },
});
