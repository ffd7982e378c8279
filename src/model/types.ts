/**
 * The normalized model: the vocabulary every layer shares. A tool looks the same here whatever
 * dialect it was written in, and every node can be traced back to the file and JSON pointer
 * where it is written.
 */

export const DIALECTS = [
  'openai-chat',
  'openai-responses',
  'openai-functions',
  'anthropic',
  'gemini',
  'mcp',
  'vscode',
  'docker-mcp',
  'registry',
  'openapi-3.0',
  'openapi-3.1',
  'swagger-2.0',
] as const;
export type Dialect = (typeof DIALECTS)[number];

export const TOOL_KINDS = ['read', 'write', 'destructive', 'unknown'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** What decided a tool's kind, strongest first (see classify.ts). */
export type KindEvidence = 'metadata' | 'annotations' | 'http-method' | 'name' | 'none';

/** A place in a source file: the file as the user named it, and an RFC 6901 JSON pointer. */
export interface SourceRef {
  file: string;
  pointer: string;
}

/** 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

/**
 * A parsed object. Parsers build these with a null prototype so that keys such as
 * `__proto__` are plain data.
 */
export type JsonObject = { [key: string]: unknown };

export interface Tool {
  /** The name as written; `''` when the definition has none (rules report that). */
  name: string;
  /** `declared` as written, `derived` by the loader (OpenAPI method + path), `missing`. */
  nameOrigin: 'declared' | 'derived' | 'missing';
  title?: string;
  /** The model-facing description (`modelDescription` for VS Code tools). */
  description?: string;
  /** The input JSON Schema; absent when the definition has none. */
  inputSchema?: JsonObject | boolean;
  outputSchema?: JsonObject | boolean;
  /** MCP annotations (`readOnlyHint`, `destructiveHint`, …). */
  annotations?: JsonObject;
  /** Registry extension fields: version, strict, deprecated, sunset_date, replacement, … */
  meta: JsonObject;
  dialect: Dialect;
  kind: ToolKind;
  kindEvidence: KindEvidence;
  /** Where the tool itself is written. */
  source: SourceRef;
  /** Where each part is written; a part absent from the definition has no entry. */
  refs: ToolRefs;
  /**
   * What a `#/…` `$ref` inside this tool's schemas is relative to: the schema root (tool
   * lists, where each schema is its own resource) or the whole document (OpenAPI).
   */
  refBase: 'schema' | 'document';
  /** For tools made from an HTTP operation. */
  http?: { method: string; path: string };
  /**
   * The provider's own tool this entry turns on, by its dated type (Anthropic's
   * `web_search_20250305`, `bash_20250124`): its description and schema are the provider's, not
   * written here, so no rule about a tool's own definition reads it; registry-wide rules see its name.
   */
  builtin?: string;
}

export interface ToolRefs {
  name?: SourceRef;
  title?: SourceRef;
  description?: SourceRef;
  inputSchema?: SourceRef;
  outputSchema?: SourceRef;
  annotations?: SourceRef;
  /** Each `meta` key to where it is written. */
  meta: Record<string, SourceRef>;
}

/** A parsed source file, kept so that pointers can be turned into lines and columns. */
export interface SourceDocument {
  /** The file as the user named it (or `<stdin>` / a name given with --stdin-filepath). */
  file: string;
  format: 'json' | 'yaml';
  value: unknown;
  /** The line and column of the value at `pointer`, or of the nearest ancestor that exists. */
  locate(pointer: string): Position | undefined;
  /**
   * Suppressions written in the document (`x-toolslint-ignore` keys, which are taken out of
   * `value` so that no rule sees them, and `# toolslint-disable-next-line` comments).
   */
  suppressions?: Suppression[];
}

/** The name of the key that suppresses findings on the node that holds it. */
export const SUPPRESSION_KEY = 'x-toolslint-ignore';

/**
 * One rule turned off for one node (and everything under it) or one line, with the reason
 * given. A suppression the parser could not read has `problem` instead of a rule.
 */
export interface Suppression {
  /** The rule it turns off; '' when `problem` says why there is none. */
  ruleId: string;
  /** The reason as written, trimmed; '' when none was given. */
  reason: string;
  /** What it covers: the node at `pointer` and everything under it, or one line. */
  scope: { pointer: string } | { line: number };
  /** Where it is written: the key's pointer, or the comment's position. */
  pointer: string;
  position?: Position;
  /** Why the suppression cannot be used, as a sentence fragment. */
  problem?: string;
}

/** Something a loader noticed that is not a tool definition problem: a duplicate key, say. */
export interface SourceNotice {
  code: string;
  message: string;
  file: string;
  pointer: string;
  position?: Position;
}

export interface Registry {
  name?: string;
  version?: string;
  /** Where the registry's `version` is written. */
  versionRef?: SourceRef;
  /** The dialect the loader recognised (one per registry; a folder of files shares one). */
  dialect: Dialect;
  /** Why the document was read as that dialect: "all 12 tools have `inputSchema`". */
  dialectReason?: string;
  /**
   * The MCP revision the document names (`protocolVersion` beside a saved `tools/list`
   * result, or in the `initialize` result saved with it). MCP checks use it before --target.
   */
  protocolVersion?: { value: string; ref: SourceRef };
  tools: Tool[];
  /** The files the tools came from, in load order. */
  files: string[];
  /** Every document read for this registry, including files reached through `$ref`. */
  documents: ReadonlyMap<string, SourceDocument>;
  /**
   * Files a `$ref` names that were not read, each with why, as the end of a sentence ("does not
   * exist", "is a folder, not a file"): ref-resolvable says it at the `$ref`. A reader that gives
   * no reason leaves the file out.
   */
  unreadFiles?: ReadonlyMap<string, string>;
  /**
   * Schema nodes a loader moved or built (OpenAPI parameters gathered into one input schema,
   * Docker `arguments` turned into properties) mapped to where they are written. A node not
   * in the map is where its parent is, under its own key.
   */
  nodeRefs: NodeRefs;
  notices: SourceNotice[];
  /**
   * True when the document is one tool on its own (an MCP `Tool` file): a folder of such
   * files is linted as one registry.
   */
  singleTool?: boolean;
}

/** Looks up where a moved or built schema node is written (a WeakMap, or several combined). */
export interface NodeRefs {
  get(node: object): SourceRef | undefined;
}
