import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-description-references/index.js';
import { mentionFinder } from '../../rules/tool-description-references/mentions.js';

const props = (rule.meta.schema as { properties: Record<string, { default: string[] }> }).properties;
const TRIGGERS = props.triggers.default;
const TOOL_WORDS = props.toolWords.default;
const VALUE_WORDS = props.valueWords.default;

// Texts where a mention starts or ends near another, inside names with dots and hyphens, after
// quotes and runs of spaces, and in text that is not ASCII.
const TEXTS = [
  'Use the `read_file` tool, then call search_code.',
  'foo tool tool and foo tool.bar tool and x tool.y tool',
  'Call “update_issue” tool; chain after get_user, then call list-items tool',
  'a.b tool, a-b-c tools, _x.y-z function, .hidden tool, -dash tool',
  'use  use  read_file   tool',
  'search_news 工具 and 请用 search_news，调用 get_weather 工具',
  'Use the `nextPage` value, use cursor_id from the response, use éfoo_bar tool',
  'ſearch_code tool and use \u212Aey_value tool',
  'calling invoke_x tool invoking y_z function using a_b tools',
  'x'.repeat(50) + ' tool ' + 'use '.repeat(20) + 'get_items tool',
  'a paid-call get_x, a "get_y function" and "get_z" function, use the z_q query parameter, re-use a_b',
];

describe('tool-description-references: scanning only where a mention can start', () => {
  it('finds what the scan of every position finds', () => {
    const positional = mentionFinder(TRIGGERS, TOOL_WORDS, VALUE_WORDS);
    // A trigger with CJK that starts with a Latin letter turns the shortcut off; it never matches here.
    const everywhere = mentionFinder([...TRIGGERS, 'zzq 调用'], TOOL_WORDS, VALUE_WORDS);
    for (const text of TEXTS) expect(positional(text), text).toEqual(everywhere(text));
    expect(positional(TEXTS[0]).map((m) => `${m.kind}:${m.name}`)).toEqual(['tool:read_file', 'typo:read_file', 'tool:search_code']);
  });
});
