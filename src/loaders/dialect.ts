import type { Classification, Dialect, JsonObject, SourceDocument, SourceNotice, SourceRef, Tool } from '../model/index.js';

/** What a dialect loader is given: one parsed document and the means to record places. */
export interface DialectInput {
  document: SourceDocument;
  classification: Classification;
  /** Record where a node the loader moved or built is written (see Registry.nodeRefs). */
  nodeRefs: WeakMap<object, SourceRef>;
  /**
   * Another document, for a `$ref` to a relative file: `file` is already joined to the
   * referring file's folder. Undefined when it may not or cannot be read.
   */
  getDocument(file: string): SourceDocument | undefined;
}

export interface DialectOutput {
  tools: Tool[];
  name?: string;
  version?: string;
  versionRef?: SourceRef;
  notices?: SourceNotice[];
  /** True when the document is a single tool, not a list (see Registry.singleTool). */
  singleTool?: boolean;
  /** The MCP revision the document names (`protocolVersion`), with where it is written. */
  protocolVersion?: { value: string; ref: SourceRef };
}

/**
 * One input shape. `detect` looks at content only (never the file name) and says how sure it
 * is: 0 for "not mine", higher for more distinctive evidence. `load` never throws for messy
 * data; it turns what it finds into tools and leaves the judging to rules.
 */
export interface DialectLoader {
  id: Dialect;
  /** A phrase for messages: "an OpenAI Chat Completions tools array". */
  label: string;
  detect(value: unknown): number;
  /** Why a document was read as this dialect, for --verbose and the JSON report. */
  reason?(value: unknown): string;
  load(input: DialectInput): DialectOutput;
}

export type { JsonObject };
