import { defineToolCheck } from '../check.js';
import { outputComparable } from '../tool-meta.js';

/** Without an output schema a tool may return anything: the widest possible output change. */
export default defineToolCheck({
  id: 'output-schema-removed',
  description: 'a tool no longer declares what it returns',
  direction: 'output',
  area: 'schema',
  action: 'removed',
  level: 'breaking',
  bump: 'major',
  message: 'Tool `{{name}}` no longer declares an output schema: consumers can no longer rely on the shape of its results.',
  migration: 'Validate what `{{name}}` returns yourself: it no longer declares an output schema.',
  visit(pair, _ctx, report) {
    if (pair.base && pair.head && outputComparable(pair.base, pair.head) && pair.base.outputSchema !== undefined && pair.head.outputSchema === undefined) {
      report({ inBase: true, pointer: '', data: { name: pair.head.name } });
    }
  },
});
