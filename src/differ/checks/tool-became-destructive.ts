import { annotationCheck } from '../annotation-check.js';

export default annotationCheck({
  id: 'tool-became-destructive',
  hint: 'destructive',
  annotation: 'destructiveHint',
  unsafe: true,
  description: 'MCP `destructiveHint` went from false to true (by value or by default)',
  message: 'Tool `{{name}}` may now be destructive (`destructiveHint`): hosts should confirm before running it.',
});
