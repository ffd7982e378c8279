import { defineRule } from '../../src/engine/index.js';
import {
  schemaPath,
  underCondition,
  type SchemaVisit,
  inputProperties,
  describedText,
  descriptionAt,
  toolLabel,
  keptFor,
  perObject,
} from '../../src/kit/index.js';
import { isObject, joinPointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../../src/model/index.js';
import { mentionFinder, sameSentence, type Mention } from './mentions.js';
import { nameIndex, nameKey, type NameIndex } from './names.js';

interface Options {
  triggers: string[];
  toolWords: string[];
  valueWords: string[];
  knownTools: string[];
  aliasKeys: string[];
  checkParameters: boolean;
}

const TRIGGERS = [
  'use',
  'using',
  'call',
  'calling',
  'invoke',
  'invoking',
  'chain after',
  'then call',
  '请用',
  '請用',
  '调用',
  '調用',
  '使用',
  '呼叫',
  '改用',
  '请调用',
  '請調用',
];
const TOOL_WORDS = ['tool', 'tools', 'function', '工具', '函数', '函數'];
const VALUE_WORDS = [
  'value',
  'values',
  'field',
  'fields',
  'parameter',
  'parameters',
  'param',
  'property',
  'key',
  'keys',
  'attribute',
  'argument',
  'option',
  'flag',
  'filter',
  'filters',
  'syntax',
  'format',
  'expression',
  'from',
  'of',
  'as',
  '字段',
  '欄位',
  '参数',
  '參數',
  '值',
  '属性',
  '屬性',
  '格式',
  '语法',
  '語法',
];
const ALIAS_KEYS = ['toolReferenceName'];

/** What a tool's own descriptions may name without naming a tool: its parameters and their values. */
interface Vocabulary {
  words: Set<string>;
  params: string[];
  /**
   * A parameter that is an open map (`queryParams: {additionalProperties: {type: string}}`):
   * `deleteSubtasks=true` may name one of its keys.
   */
  openMap: boolean;
  /** Field names and values nested at any depth, made when first asked for. */
  nested: () => Set<string>;
}

/** How many nodes of an input schema are read for nested field names and values: enough for any real tool. */
const NESTED_NODES = 5000;

/** Adds the string values a node's `enum` or `const` allows to `words`. */
function addValues(node: JsonObject, words: Set<string>): void {
  const values = Array.isArray(node.enum) ? node.enum : node.const !== undefined ? [node.const] : [];
  for (const v of values) if (typeof v === 'string') words.add(nameKey(v));
}

function vocabularyOf(registry: Registry, tool: Tool): Vocabulary {
  const words = new Set<string>();
  const params: string[] = [];
  let openMap = false;
  for (const p of inputProperties(registry, tool)) {
    params.push(p.name);
    if (p.depth === 0 && isOpenMap(p.node)) openMap = true;
    words.add(nameKey(p.name));
    addValues(p.node, words);
    if (isObject(p.node.items)) addValues(p.node.items, words);
  }

  if (isObject(tool.outputSchema) && isObject(tool.outputSchema.properties)) for (const k of Object.keys(tool.outputSchema.properties)) words.add(nameKey(k));
  let nested: Set<string> | undefined;
  return { words, params, openMap, nested: () => (nested ??= nestedWords(tool)) };
}

/** An object whose keys are the caller's: no named properties, and others allowed. */
function isOpenMap(node: JsonObject): boolean {
  if (node.type !== 'object' || node.additionalProperties === false) return false;
  return !isObject(node.properties) || Object.keys(node.properties).length === 0;
}

/**
 * The fields nested in a tool's parameters and their values, at any depth: `update_doc`'s
 * operations (`create_block`, `replace_block`) are values of `operations[].operation_type`, not
 * tools. Read only for a name the parameters themselves do not explain.
 */
function nestedWords(tool: Tool): Set<string> {
  const words = new Set<string>();
  let budget = NESTED_NODES;
  const seen = new WeakSet<object>();
  const visit = (node: unknown): void => {
    if (!isObject(node) || seen.has(node) || budget-- <= 0) return;
    seen.add(node);
    addValues(node, words);
    if (isObject(node.properties)) for (const k of Object.keys(node.properties)) words.add(nameKey(k));
    for (const v of Object.values(node)) {
      if (Array.isArray(v)) for (const item of v) visit(item);
      else visit(v);
    }
  };
  visit(tool.inputSchema);
  return words;
}

/** The sentence around `index`, whose words help rank suggestions. */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('\n', index), text.lastIndexOf('。', index)) + 1;
  const ends = ['.', '\n', '。'].map((c) => text.indexOf(c, index)).filter((i) => i !== -1);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

/**
 * One finder per options object, which the engine keeps for the whole run: what a description
 * names is worked out once, not again for each file that repeats it.
 */
const findersByOptions = new WeakMap<Options, ReturnType<typeof mentionFinder>>();

export default defineRule({
  meta: {
    id: 'tool-description-references',
    description: 'Tools a description tells the model to use exist in the registry, and `param=value` names an existing parameter.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        triggers: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Words after which a description names a tool ("use", "call", "CHAIN AFTER", "请用", "调用").',
          default: TRIGGERS,
        },
        toolWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Words that, right after a name, say it is a tool ("the `search_news` tool", "search_news 工具").',
          default: TOOL_WORDS,
        },
        valueWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Words that, right after a name, say it is data rather than a tool ("use the `nextPage` value").',
          default: VALUE_WORDS,
        },
        knownTools: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: "Tools that exist outside the linted files (a host's built-in tools, another server's), which descriptions may name.",
          default: [],
        },
        aliasKeys: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: "Extension fields that hold another name a tool is known by (VS Code's `toolReferenceName`).",
          default: ALIAS_KEYS,
        },
        checkParameters: {
          type: 'boolean',
          description: 'Also read the descriptions of parameters.',
          default: true,
        },
      },
    },
    messages: {
      unknownTool:
        '{{where}} refers to tool "{{name}}", which is not in this registry: did you mean "{{suggestion}}"? Correct the name, or list it in `knownTools` if it is defined elsewhere.',
      unknownToolNoSuggestion:
        '{{where}} refers to tool "{{name}}", which is not in this registry: correct the name, or list it in `knownTools` if it is defined elsewhere.',
      unknownParam: '{{where}} writes `{{param}}=…`, but "{{target}}" has no parameter "{{param}}": use one of its parameters ({{params}}).',
    },
  },
  create(context, options: Options) {
    const find = keptFor(findersByOptions, options, () => mentionFinder(options.triggers, options.toolWords, options.valueWords));
    let index: NameIndex | undefined;
    let registryParams: Set<string> | undefined;
    // Only the tools of the last few descriptions are needed again: keep memory flat on huge registries.
    const vocabulary = perObject((tool: Tool) => vocabularyOf(context.registry, tool), 256);
    // Parameter names anywhere in the registry: a description that says "use `after`" names one.
    const isParamAnywhere = (name: string) => {
      if (!registryParams) {
        registryParams = new Set();
        for (const name of context.view.parameterNames()) registryParams.add(nameKey(name));
      }
      return registryParams.has(nameKey(name));
    };

    // Called only for a text that names something (most name nothing), so that the visitors
    // make no closure for where and at before they know.
    const check = (tool: Tool, text: string, mentions: readonly Mention[], where: string, at: SourceRef) => {
      index ??= nameIndex(context.registry, options.knownTools, options.aliasKeys);
      // The last tool the text named, and where; no tool when the name is not in the registry.
      let named: { tool: Tool | undefined; index: number } | undefined;
      for (const m of mentions) {
        if (m.kind === 'param') {
          // `state=open` after "call search_issues" is search_issues' parameter; after a name
          // that is not in the registry, it is a parameter of a tool whose parameters are unknown.
          const inSentence = named && sameSentence(text, named.index, m.index) ? named : undefined;
          if (inSentence && !inSentence.tool) continue;
          const target = inSentence?.tool ?? tool;
          const own = vocabulary(target);
          if ((own.params.length === 0 && !isObject(target.inputSchema)) || own.openMap) continue;
          const has = (t: Tool) => vocabulary(t).params.some((p) => p === m.name || nameKey(p) === nameKey(m.name));
          if (has(target) || has(tool)) continue;
          const params = own.params.length === 0 ? 'it has none' : own.params.slice(0, 6).join(', ') + (own.params.length > 6 ? ', …' : '');
          context.report({ messageId: 'unknownParam', at, tool, data: { where, param: m.name, target: toolLabel(target), params } });
          continue;
        }
        const found = index.find(m.name);
        if (found || index.has(m.name)) {
          // A name listed in knownTools is a tool whose parameters are unknown here.
          if (found || m.kind === 'tool') named = { tool: found, index: m.index };
          continue;
        }
        if (m.kind === 'tool') named = { tool: undefined, index: m.index };
        const key = nameKey(m.name);
        if (vocabulary(tool).words.has(key) || isParamAnywhere(m.name) || vocabulary(tool).nested().has(key)) continue;
        // A name in backticks with no word around it saying it is a tool is reported only as a likely typo.
        const suggestion = index.suggest(m.name, sentenceAt(text, m.index), m.kind === 'typo' ? 2 : undefined);
        if (m.kind === 'typo' && !suggestion) continue;
        // VS Code's tools sit beside the editor's own and other extensions' tools, under names the
        // model sees that the package does not list: an unknown name there proves nothing.
        if (tool.dialect === 'vscode') continue;
        if (suggestion) context.report({ messageId: 'unknownTool', at, tool, data: { where, name: m.name, suggestion: suggestion.name } });
        else context.report({ messageId: 'unknownToolNoSuggestion', at, tool, data: { where, name: m.name } });
      }
    };

    return {
      tool(tool) {
        const text = describedText(tool);
        if (text === undefined) return;
        const mentions = find(text);
        if (mentions.length > 0) check(tool, text, mentions, `The description of "${toolLabel(tool)}"`, descriptionAt(tool));
      },
      schema(visit: SchemaVisit) {
        if (!options.checkParameters || visit.role !== 'input') return;
        const text = visit.node.description;
        if (typeof text !== 'string' || text.trim() === '' || underCondition(visit)) return;
        const mentions = find(text);
        if (mentions.length === 0) return;
        const path = schemaPath(visit);
        const owner = path === '' ? 'the input schema' : `parameter "${path}"`;
        const at = { file: visit.ref.file, pointer: joinPointer(visit.ref.pointer, 'description') };
        check(visit.tool, text, mentions, `The description of ${owner} of "${toolLabel(visit.tool)}"`, at);
      },
    };
  },
});
