import { annotationCheck } from '../annotation-check.js';

export default annotationCheck({
  id: 'tool-became-non-idempotent',
  hint: 'idempotent',
  annotation: 'idempotentHint',
  unsafe: false,
  description: 'MCP `idempotentHint` went from true to false (by value or by default)',
  message: 'Tool `{{name}}` is no longer idempotent (`idempotentHint`): retrying a call may repeat its effect.',
});
