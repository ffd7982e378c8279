import { defineToolCheck } from '../check.js';
import { strictComparable } from '../tool-meta.js';

/**
 * With `strict` on, the provider makes the model's arguments match the schema exactly; off, the
 * tool may get arguments that do not. Either way what reaches the tool changes.
 */
export default defineToolCheck({
  id: 'tool-strict-toggled',
  description: 'OpenAI/Anthropic `strict` was turned on or off',
  direction: 'tool',
  area: 'strict',
  action: 'changed',
  level: 'warning',
  bump: 'patch',
  message: 'Strict mode of tool `{{name}}` was turned {{to}}: {{effect}}.',
  visit(pair, _ctx, report) {
    if (!pair.base || !pair.head || !strictComparable(pair.base, pair.head)) return;
    const before = pair.base.meta.strict === true;
    const after = pair.head.meta.strict === true;
    if (before === after) return;
    const effect = after
      ? 'the provider now forces arguments to match the schema exactly'
      : 'arguments are no longer forced to match the schema, so the tool must validate them';
    report({ pointer: '/strict', data: { name: pair.head.name, to: after ? 'on' : 'off', effect }, inBase: !after && pair.head.meta.strict === undefined });
  },
});
