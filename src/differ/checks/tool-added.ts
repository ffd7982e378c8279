import { defineToolCheck } from '../check.js';

export default defineToolCheck({
  id: 'tool-added',
  description: 'a tool was added',
  direction: 'tool',
  area: 'tool',
  action: 'added',
  level: 'info',
  bump: 'minor',
  message: 'Tool `{{name}}` was added.',
  visit(pair, _ctx, report) {
    if (pair.head && !pair.base && !pair.notATool) report({ data: { name: pair.head.name } });
  },
});
