import { valueKind, writtenValue } from '../../kit/index.js';
import { defineToolCheck } from '../check.js';

/**
 * A list element new in head that is a number, a string or null: no tool is added, and every
 * provider rejects the whole list it sits in, so every tool of it stops working.
 */
export default defineToolCheck({
  id: 'non-tool-element-added',
  description: 'a list element that is not a tool object was added',
  direction: 'tool',
  area: 'tool',
  action: 'added',
  level: 'breaking',
  bump: 'major',
  message: 'The list element at `{{at}}` is {{got}}, not a tool object: providers reject the whole list, so no tool of it can be called.',
  migration: 'Nothing to change in calls: the list must be mended (the element removed or written as a tool) before any of its tools works.',
  visit(pair, _ctx, report) {
    if (!pair.notATool || !pair.head) return;
    const value = writtenValue(pair.headRegistry, pair.head.source);
    report({ data: { at: pair.head.source.pointer, got: valueKind(value) } });
  },
});
