import { defineToolCheck } from '../check.js';

/**
 * A provider's own tool (Anthropic's `web_search_20250305`, OpenAI's `web_search_preview`) is
 * defined by its type: a new type is a new definition on the provider's side, which the
 * registry cannot show. A client tool's new version (`text_editor_20250728`) may send commands
 * the code that runs it does not know.
 */
export default defineToolCheck({
  id: 'builtin-tool-changed',
  description: "the provider's own tool an entry turns on changed type (`web_search_20250305` → `web_search_20260209`, `web_search_preview` → `web_search`)",
  direction: 'tool',
  area: 'tool',
  action: 'changed',
  level: 'warning',
  bump: 'minor',
  message:
    "Tool `{{name}}` now turns on the provider's {{to}} instead of {{from}}: its description and schema are the provider's, so read the provider's notes on what changed, and if your application runs this tool (a client tool such as bash or a text editor), update the code that does.",
  visit(pair, _ctx, report) {
    if (!pair.base || !pair.head) return;
    const [from, to] = [pair.base.builtin, pair.head.builtin];
    if (from === undefined || to === undefined || from === to) return;
    report({ pointer: '/type', data: { name: pair.head.name, from: `\`${from}\``, to: `\`${to}\`` } });
  },
});
