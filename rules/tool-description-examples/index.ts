import { defineRule } from '../../src/engine/index.js';
import { findPhrase, phraseRegExp, toolParameters, walkToolSchemas, type SchemaVisit, describedText, descriptionAt, toolLabel } from '../../src/kit/index.js';
import { getAtPointer, hasOwn, isObject, type Registry, type Tool } from '../../src/model/index.js';

interface Options {
  phrases: string[];
  quotedAfter: string[];
  checkParameters: boolean;
  requireWithoutParameters: boolean;
}

const PHRASES = [
  'e.g.',
  'eg.',
  'for example',
  'for instance',
  'example',
  'examples',
  'such as',
  '例如',
  '比如',
  '譬如',
  '举例',
  '舉例',
  '示例',
  '范例',
  '範例',
  '例子',
  '例：',
  '例:',
];
const QUOTED_AFTER = ['如', '像', 'like'];

/** Opening quotes and code marks that show a value follows. */
const QUOTES = '["\'`“‘「『]';

export default defineRule({
  meta: {
    id: 'tool-description-examples',
    description: 'Tool descriptions give an example of a call or a value.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        phrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Phrases that introduce an example ("e.g.", "for example", "例如").',
          default: PHRASES,
        },
        quotedAfter: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Words that introduce an example when a quoted value follows them (如 "prod", like `main`).',
          default: QUOTED_AFTER,
        },
        checkParameters: {
          type: 'boolean',
          description: "Accept an example given in a parameter's description or its `example`/`examples` keyword.",
          default: true,
        },
        requireWithoutParameters: {
          type: 'boolean',
          description: 'Also ask for an example from tools that take no parameters.',
          default: false,
        },
      },
    },
    messages: {
      noExample:
        'The description of tool "{{name}}" gives no example: add one ("e.g. …") showing a typical call or value, which a model follows more reliably than a rule.',
    },
  },
  create(context, options: Options) {
    const quoted = options.quotedAfter.map((w) => new RegExp(`${phraseRegExp(w).source}\\s*${QUOTES}`, 'iu'));
    const hasExample = (text: string) => findPhrase(text, options.phrases) !== undefined || quoted.some((re) => re.test(text));
    return {
      tool(tool) {
        const text = describedText(tool);
        if (text === undefined || hasExample(text)) return;
        if (!options.requireWithoutParameters && toolParameters(context.registry, tool).length === 0) return;
        if (options.checkParameters && parametersShowExample(context.registry, tool, hasExample)) return;
        context.report({ messageId: 'noExample', at: descriptionAt(tool), data: { name: toolLabel(tool) } });
      },
    };
  },
});

function parametersShowExample(registry: Registry, tool: Tool, hasExample: (text: string) => boolean): boolean {
  let found = false;
  // Only the input schema is read: output schemas (large ones, in OpenAPI documents) are not walked.
  const input: Tool = { ...tool, outputSchema: undefined };
  walkToolSchemas(registry, input, new WeakSet(), (visit) => {
    if (found || visit.role !== 'input') return;
    const { node } = visit;
    if (hasOwn(node, 'examples') || hasOwn(node, 'example')) found = true;
    else if (typeof node.description === 'string' && hasExample(node.description)) found = true;
    else if (openApiOwnerHasExample(registry, visit)) found = true;
  });
  return found;
}

/** An OpenAPI parameter or media type carries `example(s)` beside its `schema`, not in it. */
function openApiOwnerHasExample(registry: Registry, visit: SchemaVisit): boolean {
  const { file, pointer } = visit.ref;
  if (!pointer.endsWith('/schema')) return false;
  const owner = getAtPointer(registry.documents.get(file)?.value, pointer.slice(0, -'/schema'.length));
  return isObject(owner) && (hasOwn(owner, 'example') || hasOwn(owner, 'examples'));
}
