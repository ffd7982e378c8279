import { annotationCheck } from '../annotation-check.js';

export default annotationCheck({
  id: 'tool-became-writable',
  hint: 'readOnly',
  annotation: 'readOnlyHint',
  unsafe: false,
  description: 'MCP `readOnlyHint` went from true to false (or was dropped)',
  message: 'Tool `{{name}}` is no longer read-only (`readOnlyHint`): hosts that run read-only tools without asking will now ask, or should.',
});
