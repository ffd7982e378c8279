import { defineRule } from '../../src/engine/index.js';
import { upperFirst, type Registry, type SourceNotice, type Tool } from '../../src/model/index.js';

interface Options {
  ignore: string[];
}

/** Notice codes the loaders emit, mapped to the message that reports them. */
const MESSAGE_OF: Record<string, 'duplicateKey' | 'yamlTag' | 'yamlWarning' | 'argument' | 'notAFunction' | 'number'> = {
  'duplicate-key': 'duplicateKey',
  'yaml-tag': 'yamlTag',
  'yaml-warning': 'yamlWarning',
  'argument-not-object': 'argument',
  'duplicate-argument': 'argument',
  'not-a-function-tool': 'notAFunction',
  'number-precision': 'number',
};

/** The tool whose definition holds the place the notice names, if any. */
function toolAt(registry: Registry, notice: SourceNotice): Tool | undefined {
  let best: Tool | undefined;
  for (const tool of registry.tools) {
    const p = tool.source.pointer;
    if (tool.source.file !== notice.file) continue;
    if (notice.pointer === p || notice.pointer.startsWith(`${p}/`) || p === '') {
      if (!best || p.length > best.source.pointer.length) best = tool;
    }
  }
  return best;
}

/** Notices of one kind listed per file; the rest are counted in one finding. */
const MAX_LISTED = 100;

function sentence(text: string): string {
  const t = text.trim().replace(/\.$/, '');
  return upperFirst(t);
}

export default defineRule({
  meta: {
    id: 'source-valid',
    description: 'The source file holds nothing that parses but is lost or misread: duplicate keys, unknown YAML tags, numbers JSON cannot hold.',
    recommended: 'warn',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ignore: {
          type: 'array',
          items: { type: 'string' },
          uniqueItems: true,
          description:
            'Notice codes not to report: `duplicate-key`, `yaml-tag`, `yaml-warning`, `argument-not-object`, `duplicate-argument`, `not-a-function-tool`, `number-precision`.',
          default: ['not-a-function-tool'],
        },
      },
    },
    messages: {
      duplicateKey: '{{detail}}: delete or rename one of them, since a reader that keeps the first one sees a different tool.',
      yamlTag: '{{detail}}: remove the tag, since a provider receives plain JSON.',
      yamlWarning: 'The YAML parser warns: {{detail}}.',
      argument: 'The Docker catalog entry is malformed: {{detail}}.',
      notAFunction: '{{detail}}.',
      number: '{{detail}}: write it as a string, or as a number JSON can hold exactly.',
      other: '{{detail}}.',
      more: '{{count}} more notices of this kind (`{{code}}`) in this file are not listed: mend the ones above, then lint again.',
    },
  },
  create(context, options: Options) {
    const ignored = new Set(options.ignore);
    return {
      registry(registry) {
        // A file of 200,000 duplicate keys is one problem many times: the first ones are listed,
        // the rest counted, so that the report stays readable and its size bounded.
        const seen = new Map<string, { count: number; last: SourceNotice }>();
        for (const notice of registry.notices) {
          if (ignored.has(notice.code)) continue;
          const kind = `${notice.file}\u0000${notice.code}`;
          let tally = seen.get(kind);
          if (!tally) seen.set(kind, (tally = { count: 0, last: notice }));
          tally.last = notice;
          if (++tally.count > MAX_LISTED) continue;
          const messageId = MESSAGE_OF[notice.code] ?? 'other';
          const detail = messageId === 'yamlWarning' || messageId === 'argument' ? notice.message.trim().replace(/[.?]$/, '') : sentence(notice.message);
          context.report({
            messageId,
            data: { detail },
            tool: toolAt(registry, notice),
            at: { file: notice.file, pointer: notice.pointer },
            position: notice.position,
          });
        }
        for (const { count, last } of seen.values()) {
          if (count <= MAX_LISTED) continue;
          context.report({
            messageId: 'more',
            data: { count: String(count - MAX_LISTED), code: last.code },
            at: { file: last.file, pointer: last.pointer },
            position: last.position,
          });
        }
      },
    };
  },
});
