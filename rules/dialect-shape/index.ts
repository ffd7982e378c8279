import { defineRule } from '../../src/engine/index.js';
import { INPUT_SCHEMA_KEYS, toolLabel, valueKind, writtenValue } from '../../src/kit/index.js';
import { misspeltKey } from './misspelt.js';
import { hasOwn, isObject, joinPointer, lastSegment, type Dialect, type JsonObject, type SourceRef, type Tool } from '../../src/model/index.js';

interface Options {
  checkMixedLists: boolean;
}

const OUTPUT_KEYS: readonly string[] = ['outputSchema', 'output_schema'];
/** Keys of an OpenAI Chat tool that belong inside its `function` object. */
const INSIDE_FUNCTION = ['name', 'description', 'parameters', 'strict'];

/** The key each dialect reads the input schema from. */
const INPUT_KEY: Partial<Record<Dialect, string>> = {
  'openai-chat': 'parameters',
  'openai-responses': 'parameters',
  'openai-functions': 'parameters',
  anthropic: 'input_schema',
  mcp: 'inputSchema',
  vscode: 'inputSchema',
  gemini: 'parameters',
  registry: 'parameters',
};

/** How a dialect's tools are written, for a message. */
const SHAPE: Partial<Record<Dialect, string>> = {
  'openai-chat': 'an OpenAI Chat Completions tool (a `function` object inside)',
  'openai-responses': 'an OpenAI Responses tool (flat, with `type: function`)',
  'openai-functions': 'a legacy OpenAI function (flat, with `parameters`)',
  anthropic: 'an Anthropic tool (with `input_schema`)',
  mcp: 'an MCP tool (with `inputSchema`)',
  vscode: 'a VS Code tool',
  'docker-mcp': 'a Docker catalog tool (with `arguments`)',
  gemini: 'a Gemini function declaration',
};

/** Lists sent to one provider as they are: every element must be in that provider's shape. */
const SINGLE_SHAPE_LISTS = new Set<Dialect>(['openai-chat', 'openai-responses', 'anthropic', 'mcp']);

/** The last segment of a pointer, when the pointer is `parent/<segment>`. */
function keyUnder(ref: SourceRef | undefined, parent: string): string | undefined {
  if (!ref) return undefined;
  const last = lastSegment(ref.pointer);
  return joinPointer(parent, last ?? '') === ref.pointer ? last : undefined;
}

export default defineRule({
  meta: {
    id: 'dialect-shape',
    description: "Each tool uses its own dialect's keys, in the place that dialect reads them.",
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkMixedLists: {
          type: 'boolean',
          description: 'Report a tool written in another shape than the provider list it sits in (an MCP tool in an Anthropic list).',
          default: true,
        },
      },
    },
    messages: {
      outsideFunction: 'Tool "{{name}}" has `{{key}}` beside `function`, where OpenAI ignores it: move it inside the `function` object.',
      twoSchemas:
        'Tool "{{name}}" declares its {{what}} schema twice, under `{{read}}` and `{{key}}`: only `{{read}}` is read, so remove `{{key}}` before the two drift apart.',
      unreadSchema:
        'Tool "{{name}}" keeps its input schema under `{{key}}`, which {{shape}} does not read, so the model gets no parameters: rename it to `{{expected}}`.',
      notSchema:
        'Tool "{{name}}" has `{{key}}` as {{got}}, not a JSON Schema object, so the model gets no parameters: write it as `{type: object, properties: {...}}`.',
      foreignShape:
        'Tool "{{name}}" is written as {{shape}} in a list of {{listShape}}s, which that provider rejects or misreads: write it as the other tools are.',
      misspeltKey: 'Tool "{{name}}" has `{{key}}`, which no provider reads: did you mean `{{expected}}`?',
      notObject: '{{place}} is {{got}}, not a tool object, so a provider rejects the whole list: write it as a tool or remove it.',
    },
    // A misspelt key loses what it holds, but a provider accepts the definition.
    maxSeverity: { misspeltKey: 'warn' },
  },
  create(context, options: Options) {
    const { registry } = context;
    return {
      tool(tool) {
        // OpenAPI operations have their own shape, checked as the document is loaded.
        if (tool.http) return;
        const raw = writtenValue(registry, tool.source);
        if (!isObject(raw)) {
          // A list element that is a number, a string or null: the loader reads it as an empty tool.
          if (raw !== undefined)
            context.report({ messageId: 'notObject', at: tool.source, data: { place: placeOf(tool.source.pointer), got: valueKind(raw) } });
          return;
        }
        const name = toolLabel(tool);
        const at = (parent: string, key: string): SourceRef => ({ file: tool.source.file, pointer: joinPointer(parent, key) });

        let body: JsonObject = raw;
        let bodyPointer = tool.source.pointer;
        if (isObject(raw.function)) {
          for (const key of INSIDE_FUNCTION) {
            if (hasOwn(raw, key)) context.report({ messageId: 'outsideFunction', at: at(bodyPointer, key), data: { name, key } });
          }
          body = raw.function;
          bodyPointer = joinPointer(bodyPointer, 'function');
        }

        for (const key of Object.keys(body)) {
          const expected = hasOwn(body, key) ? misspeltKey(key) : undefined;
          if (expected !== undefined && !hasOwn(body, expected))
            context.report({ messageId: 'misspeltKey', at: at(bodyPointer, key), data: { name, key, expected } });
        }

        if (options.checkMixedLists && SINGLE_SHAPE_LISTS.has(registry.dialect) && tool.dialect !== registry.dialect && SHAPE[tool.dialect]) {
          context.report({
            messageId: 'foreignShape',
            at: tool.source,
            data: { name, shape: SHAPE[tool.dialect]!, listShape: SHAPE[registry.dialect]!.replace(/^an? /, '').replace(/ \(.*\)$/, '') },
          });
          return;
        }
        // mcp-tool-schema-valid reports every field an MCP tool should not have.
        if (tool.dialect === 'mcp' || tool.dialect === 'docker-mcp') return;
        checkSchemaKeys(tool, body, bodyPointer, INPUT_SCHEMA_KEYS, tool.refs.inputSchema, 'input');
        checkSchemaKeys(tool, body, bodyPointer, OUTPUT_KEYS, tool.refs.outputSchema, 'output');
      },
    };

    function checkSchemaKeys(
      tool: Tool,
      body: JsonObject,
      bodyPointer: string,
      keys: readonly string[],
      readRef: SourceRef | undefined,
      what: 'input' | 'output',
    ): void {
      const present = keys.filter((k) => hasOwn(body, k));
      const read = keyUnder(readRef, bodyPointer);
      const name = toolLabel(tool);
      for (const key of present) {
        if (key === read) continue;
        const at = { file: tool.source.file, pointer: joinPointer(bodyPointer, key) };
        if (read !== undefined) context.report({ messageId: 'twoSchemas', at, data: { name, what, read, key } });
        else if (what === 'input') {
          const expected = INPUT_KEY[tool.dialect] ?? 'parameters';
          // Under the right key but not a schema (a list of parameters, a string): renaming is no help.
          if (key === expected && !isObject(body[key])) context.report({ messageId: 'notSchema', at, data: { name, key, got: valueKind(body[key]) } });
          else context.report({ messageId: 'unreadSchema', at, data: { name, key, shape: SHAPE[tool.dialect] ?? 'this registry', expected } });
        }
      }
    }
  },
});

/** Where a list element sits, for a sentence: `The list element at \`/tools/3\``. */
function placeOf(pointer: string): string {
  return pointer === '' ? 'The document' : `The list element at \`${pointer}\``;
}
