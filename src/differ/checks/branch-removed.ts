import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { describeTypes } from '../schema-types.js';

export default defineSchemaCheck({
  id: 'branch-removed',
  description: 'an `anyOf`/`oneOf` alternative was removed',
  area: 'composition',
  effect: 'narrows',
  action: 'removed',
  input: {
    level: 'breaking',
    bump: 'major',
    message: 'An `{{keyword}}` alternative ({{branch}}) of {{subject}} was removed: calls that send a value only it accepted are rejected.',
    migration: 'Stop sending {{place}} values of the removed alternative ({{branch}}).',
  },
  output: {
    id: 'output-branch-removed',
    level: 'info',
    bump: 'minor',
    message: 'An `{{keyword}}` alternative ({{branch}}) of {{subject}} was removed: it is no longer returned.',
  },
  visit(pair, report) {
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      for (const r of pair.branches(keyword).removed) {
        report({ pointer: joinPointer(pair.pointer, keyword, r.index), at: { side: 'base', node: r.node }, data: { keyword, branch: describeTypes(r.node) } });
      }
    }
  },
});
