import { annotationCheck } from '../annotation-check.js';

export default annotationCheck({
  id: 'tool-became-open-world',
  hint: 'openWorld',
  annotation: 'openWorldHint',
  unsafe: true,
  description: 'MCP `openWorldHint` went from false to true (or was dropped)',
  message: 'Tool `{{name}}` now reaches outside its own system (`openWorldHint`): what it reads or writes is no longer closed.',
});
