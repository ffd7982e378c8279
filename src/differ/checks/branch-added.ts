import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { describeTypes } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'branch-added',
  description: 'an `anyOf`/`oneOf` alternative was added',
  area: 'composition',
  effect: 'widens',
  action: 'added',
  input: { level: 'info', bump: 'minor', message: 'An `{{keyword}}` alternative ({{branch}}) was added to {{subject}}.' },
  output: {
    id: 'output-branch-added',
    level: 'breaking',
    bump: 'major',
    message: 'An `{{keyword}}` alternative ({{branch}}) was added to {{subject}}: consumers that handle only the old ones may get it.',
    migration: 'Handle the new alternative ({{branch}}) of {{place}}.',
  },
  visit(pair, report) {
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      for (const a of pair.branches(keyword).added) {
        report({ pointer: joinPointer(pair.pointer, keyword, a.index), at: { side: 'head', node: a.node }, data: { keyword, branch: describeTypes(a.node) } });
      }
    }
  },
});
