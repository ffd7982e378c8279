import { defineRule } from '../../src/engine/index.js';
import { toolLabel } from '../../src/kit/index.js';
import { DIALECTS, hasOwn, joinPointer, type Dialect, type SourceRef, type Tool } from '../../src/model/index.js';

interface Options {
  dialects: Dialect[];
}

/** Formats with a place to write `strict`; MCP, Gemini and OpenAPI tools have none. */
const HAS_STRICT_FIELD = new Set<Dialect>(['openai-chat', 'openai-responses', 'openai-functions', 'anthropic', 'registry']);

const PROVIDER: Partial<Record<Dialect, string>> = {
  'openai-chat': 'OpenAI',
  'openai-responses': 'OpenAI',
  'openai-functions': 'OpenAI',
  anthropic: 'Anthropic',
};

const FAMILY_NAME: Record<string, string> = { openai: 'OpenAI', anthropic: 'Anthropic' };

/** Where a tool's own fields are written: inside `function` for an OpenAI Chat tool. */
function bodyRef(tool: Tool): SourceRef {
  if (tool.dialect === 'openai-chat') return { file: tool.source.file, pointer: joinPointer(tool.source.pointer, 'function') };
  return tool.source;
}

export default defineRule({
  meta: {
    id: 'strict-mode-enabled',
    description: 'Tools set `strict: true` where their provider supports strict mode.',
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        dialects: {
          type: 'array',
          items: { enum: [...DIALECTS] },
          uniqueItems: true,
          description: 'When no provider target is selected, the dialects whose tools must set `strict: true`.',
          default: ['openai-chat', 'openai-responses', 'anthropic'],
        },
      },
    },
    messages: {
      missing:
        'Tool "{{name}}" does not set `strict: true`, so {{provider}} only tries to follow its schema and the model may send arguments the tool rejects: set it, and fit the schema to strict mode.',
      disabled: 'Tool "{{name}}" sets `strict: false`: set `strict: true` so that {{provider}} makes the model\'s arguments match the schema.',
    },
  },
  create(context, options: Options) {
    const selected = context.targets.filter((t) => t.family !== 'portable');
    const withStrictMode = selected.filter((t) => t.strict || t.strictVariant !== undefined);
    // A provider that turns strict mode on by itself (`openai-responses`) needs no `strict: true`: name one that does.
    const needsFlag = withStrictMode.filter((t) => t.limits.strictDefault?.value !== true);
    const strictTarget = needsFlag[0] ?? withStrictMode[0];
    const strictByDefault = withStrictMode.length > 0 && needsFlag.length === 0;
    const dialects = new Set(options.dialects);
    return {
      tool(tool) {
        if (!HAS_STRICT_FIELD.has(tool.dialect) || tool.http) return;
        if (selected.length > 0 ? !strictTarget : !dialects.has(tool.dialect)) return;
        const provider = strictTarget ? (FAMILY_NAME[strictTarget.family] ?? strictTarget.title) : (PROVIDER[tool.dialect] ?? 'the provider');
        const name = toolLabel(tool);
        const ref = tool.refs.meta.strict;
        if (!hasOwn(tool.meta, 'strict')) {
          // The Responses API turns strict mode on unless a tool turns it off.
          if (tool.dialect === 'openai-responses' || strictByDefault) return;
          context.report({ messageId: 'missing', at: bodyRef(tool), data: { name, provider } });
          return;
        }
        // A `strict` beside an OpenAI Chat tool's `function` is dialect-shape's to report.
        if (ref && ref.pointer !== joinPointer(bodyRef(tool).pointer, 'strict')) return;
        if (tool.meta.strict === false) context.report({ messageId: 'disabled', at: ref, data: { name, provider } });
      },
    };
  },
});
