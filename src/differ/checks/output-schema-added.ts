import { defineToolCheck } from '../check.js';
import { outputComparable } from '../tool-meta.js';

export default defineToolCheck({
  id: 'output-schema-added',
  description: 'a tool now declares what it returns',
  direction: 'output',
  area: 'schema',
  action: 'added',
  level: 'info',
  bump: 'minor',
  message: 'Tool `{{name}}` now declares an output schema.',
  visit(pair, _ctx, report) {
    if (pair.base && pair.head && outputComparable(pair.base, pair.head) && pair.base.outputSchema === undefined && pair.head.outputSchema !== undefined) {
      report({ pointer: '', data: { name: pair.head.name } });
    }
  },
});
