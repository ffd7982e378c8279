import { DEFAULT_CLASSIFICATION, ToolslintError, closest, isAbsolutePath, isObject, joinPointer, joinRelative, valueKind } from '../model/index.js';
import type { Classification, Dialect, Registry, SourceDocument, SourceNotice, SourceRef } from '../model/index.js';
import type { DialectLoader } from './dialect.js';
import { DIALECT_LOADERS } from './dialects/index.js';
import { parseJson, type ParsedSource } from './parse/json.js';
import { decodeText } from './parse/text.js';
import { parseYaml } from './parse/yaml.js';
import { withSuppressions } from './parse/suppressions.js';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './parse/limits.js';

export interface LoadOptions {
  /** Skip detection and read the document as this dialect (`--dialect`). */
  dialect?: Dialect;
  classification?: Classification;
  /**
   * Reads a file that a `$ref` names, relative paths already joined. When the file may not or
   * cannot be read it throws a ToolslintError whose message says why as the end of a sentence
   * about the file ("does not exist", "is a folder, not a file"), or returns undefined; the
   * reference then stays unresolved and ref-resolvable reports it, with the reason when given.
   */
  readRefFile?: (file: string) => Uint8Array | undefined;
  /** Parser bounds for files read through `$ref`s (`--max-depth`). */
  limits?: ParseLimits;
}

/** JSON or YAML by extension; for anything else, JSON when the text starts like JSON. */
export function parseSource(bytes: Uint8Array | string, file: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): ParsedSource {
  const text = typeof bytes === 'string' ? bytes : decodeText(bytes, file);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new ToolslintError('shape', `${file}: the file is empty.`, { file });
  const lower = file.toLowerCase();
  const parse = () => {
    if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return parseYaml(body, file, limits);
    if (lower.endsWith('.jsonc')) return parseJson(body, file, { allowComments: true, limits });
    if (lower.endsWith('.json')) return parseJson(body, file, { limits });
    return /^\s*[[{]/.test(body) ? parseJson(body, file, { limits }) : parseYaml(body, file, limits);
  };
  return withSuppressions(parse(), body);
}

export function findDialect(id: Dialect): DialectLoader | undefined {
  return DIALECT_LOADERS.find((d) => d.id === id);
}

/** The dialect a value most looks like, or undefined when it looks like none. */
export function detectDialect(value: unknown): DialectLoader | undefined {
  let best: DialectLoader | undefined;
  let bestScore = 0;
  for (const d of DIALECT_LOADERS) {
    const score = d.detect(value);
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** Turns one parsed document into a registry. Throws a ToolslintError when it holds no tools. */
export function loadRegistry(parsed: ParsedSource, options: LoadOptions = {}): Registry {
  const { document } = parsed;
  const loader = options.dialect ? findDialect(options.dialect) : detectDialect(document.value);
  if (!loader) throw notARegistry(document);
  const nodeRefs = new WeakMap<object, SourceRef>();
  const documents = new Map<string, SourceDocument>([[document.file, document]]);
  const notices: SourceNotice[] = [...parsed.notices];
  const unreadFiles = new Map<string, string>();
  const getDocument = (file: string) => readDocument(file, documents, unreadFiles, notices, options);
  const out = loader.load({ document, classification: options.classification ?? DEFAULT_CLASSIFICATION, nodeRefs, getDocument });
  for (const n of out.notices ?? []) notices.push(n);
  readReferencedFiles(document, getDocument);
  const registry: Registry = {
    dialect: loader.id,
    dialectReason: options.dialect ? 'chosen with --dialect' : (loader.reason?.(document.value) ?? 'detected by content'),
    tools: out.tools,
    files: [document.file],
    documents,
    nodeRefs,
    notices,
  };
  if (unreadFiles.size > 0) registry.unreadFiles = unreadFiles;
  if (out.name !== undefined) registry.name = out.name;
  if (out.version !== undefined) registry.version = out.version;
  if (out.versionRef) registry.versionRef = out.versionRef;
  if (out.singleTool) registry.singleTool = true;
  if (out.protocolVersion) registry.protocolVersion = out.protocolVersion;
  return registry;
}

/** Parse and load in one step. */
export function loadSource(bytes: Uint8Array | string, file: string, options: LoadOptions = {}): Registry {
  return loadRegistry(parseSource(bytes, file, options.limits), options);
}

/** Reads and parses a file a `$ref` names, once; why one is not read is kept for ref-resolvable, not thrown. */
function readDocument(
  file: string,
  documents: Map<string, SourceDocument>,
  unreadFiles: Map<string, string>,
  notices: SourceNotice[],
  options: LoadOptions,
): SourceDocument | undefined {
  const known = documents.get(file);
  if (known || !options.readRefFile || unreadFiles.has(file)) return known;
  let bytes: Uint8Array | undefined;
  try {
    bytes = options.readRefFile(file);
  } catch (e) {
    if (!(e instanceof ToolslintError)) throw e;
    unreadFiles.set(file, e.message);
    return undefined;
  }
  if (!bytes) return undefined;
  try {
    const parsed = parseSource(bytes, file, options.limits);
    documents.set(file, parsed.document);
    for (const n of parsed.notices) notices.push(n);
    return parsed.document;
  } catch (e) {
    if (!(e instanceof ToolslintError)) throw e;
    unreadFiles.set(file, `could not be parsed: ${e.message.replace(/\.$/, '')}`);
    return undefined;
  }
}

/**
 * Reads every file that relative `$ref`s name, transitively, so that the engine can resolve
 * them without touching the file system.
 */
function readReferencedFiles(root: SourceDocument, getDocument: (file: string) => SourceDocument | undefined): void {
  const done = new Set<string>();
  const queue: SourceDocument[] = [root];
  while (queue.length > 0) {
    const doc = queue.shift()!;
    if (done.has(doc.file)) continue;
    done.add(doc.file);
    for (const ref of collectFileRefs(doc.value)) {
      const next = getDocument(joinRelative(doc.file, ref));
      if (next && !done.has(next.file)) queue.push(next);
    }
  }
}

/** The relative file parts of every `$ref` in a value (`other.yaml#/x` → `other.yaml`). */
export function collectFileRefs(value: unknown): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    // Only objects and arrays are stacked, and keys are read without making an entry per key: this walks every node of every file.
    if (Array.isArray(node)) {
      for (const item of node) if (item !== null && typeof item === 'object') stack.push(item);
    } else if (isObject(node)) {
      for (const k of Object.keys(node)) {
        const v = node[k];
        if (k === '$ref' && typeof v === 'string') {
          const file = v.split('#')[0];
          // URLs are never fetched and absolute paths never read: only paths relative to the file.
          if (file !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(file) && !isAbsolutePath(file)) out.add(file);
        } else if (v !== null && typeof v === 'object') stack.push(v);
      }
    }
  }
  return [...out];
}

/** The keys a document's tools are found under (or that make it one tool, or an OpenAPI document). */
const REGISTRY_KEYS = [
  'tools',
  'functions',
  'functionDeclarations',
  'function_declarations',
  'openapi',
  'swagger',
  'inputSchema',
  'input_schema',
  'parameters',
];

/**
 * `/tools` or `/result/tools` when it is there and holds no tools (not an array, or an array
 * none of whose items is an object), with the place to point at: the list, or its first item.
 */
function toolsNotAList(v: unknown): { pointer: string; place: string; hint: string } | undefined {
  if (!isObject(v)) return undefined;
  const at =
    'tools' in v
      ? { pointer: '/tools', value: v.tools }
      : isObject(v.result) && 'tools' in v.result
        ? { pointer: '/result/tools', value: v.result.tools }
        : undefined;
  if (!at) return undefined;
  if (!Array.isArray(at.value)) return { pointer: at.pointer, place: at.pointer, hint: `${valueKind(at.value)}, not a list of tools` };
  if (at.value.length === 0 || at.value.some(isObject)) return undefined;
  return { pointer: at.pointer, place: `${at.pointer}/0`, hint: `a list of no tool definitions (its first item is ${valueKind(at.value[0])})` };
}

function notARegistry(document: SourceDocument): ToolslintError {
  const v = document.value;
  const what = Array.isArray(v)
    ? v.length === 0
      ? 'an empty array'
      : 'an array whose items are not tool definitions'
    : isObject(v)
      ? `an object with keys ${
          Object.keys(v)
            .slice(0, 5)
            .map((k) => JSON.stringify(k))
            .join(', ') || '(none)'
        }`
      : v === null
        ? 'null'
        : `a ${typeof v}`;
  // A misspelt container key (`tols`) is said, and pointed at.
  const typo = isObject(v)
    ? Object.keys(v)
        .map((k) => [k, closest(k, REGISTRY_KEYS, 2)] as const)
        .find(([k, c]) => c !== undefined && c !== k)
    : undefined;
  // A tools key that holds no list (`"tools": null`, a JSON-RPC result whose tools is an object) is named.
  const wrongTools = toolsNotAList(v);
  const hint = typo ? ` ("${typo[0]}": did you mean "${typo[1]}"?)` : wrongTools ? ` whose ${wrongTools.pointer} is ${wrongTools.hint}` : '';
  const position = (typo && document.locate(joinPointer('', typo[0]))) || (wrongTools && document.locate(wrongTools.place)) || { line: 1, column: 1 };
  return new ToolslintError(
    'shape',
    `${document.file}: not a tool registry: found ${what}${hint}; expected a tools array, a {"tools": [...]} object, an MCP tool or tools/list result, or an OpenAPI document (use --dialect to say which).`,
    { file: document.file, position },
  );
}
