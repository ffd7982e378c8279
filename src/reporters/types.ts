import type { Finding, SeverityOrOff } from '../engine/index.js';

/** A file that was linted: which dialect it was read as and how many tools it held. */
export interface LintedFile {
  file: string;
  dialect: string;
  tools: number;
  /** The tools' names, for formats with one entry per tool (JUnit); not part of the JSON contract. */
  toolNames?: string[];
  /** Other files read for it through `$ref`, as named in findings; not part of the JSON contract. */
  references?: string[];
  /** The MCP server the tools were listed by, for a `mcp:<name>` file. */
  server?: ServerInfo;
  /** Why the file was read as its dialect: "all 12 tools have `inputSchema`". */
  dialectReason?: string;
  /** For a file with MCP tools: the revision they are checked against, and where that came from. */
  mcpRevision?: { revision: string; from: 'file' | 'target' | 'newest'; says: string };
}

/** An MCP server toolslint asked for its tools (`--mcp-stdio`, `--mcp-url`, `--mcp-config`). */
export interface ServerInfo {
  /** The name toolslint gives it (the file is `mcp:<name>`): its key in the config, or made from the command or URL. */
  name: string;
  /** How it was reached; absent when a config entry could not even be started as written. */
  transport?: 'stdio' | 'streamable-http' | 'sse';
  /** What the server called itself when it answered `initialize`. */
  serverInfo?: { name: string; version?: string };
  /** For HTTP servers: scheme, host and path, never credentials or query. */
  url?: string;
  /** The client config that lists it. */
  config?: string;
}

/** A file that could not be read or parsed, with one sentence saying why. */
export interface LintFailure {
  file: string;
  message: string;
  line?: number;
  column?: number;
  /** For a `mcp:<name>` failure: the server that could not be asked. */
  server?: ServerInfo;
}

/** Something worth saying about an input that is neither a finding nor a failure: that a registry is empty. */
export interface Note {
  file: string;
  /** One sentence, starting with the file's name. */
  message: string;
}

export interface LintResults {
  files: LintedFile[];
  failures: LintFailure[];
  /** Sorted: file, line, column, rule. */
  findings: Finding[];
  /** Files a folder search found that are not tool registries, each with the reason. */
  skipped?: Array<{ file: string; reason: string }>;
  /** Sorted by file. */
  notes?: Note[];
}

/** What formats that describe rules (SARIF) say about each one. */
export interface RuleInfo {
  id: string;
  /** The one-line description. */
  description: string;
  /** A longer explanation: the first paragraph of the rule doc's Why section. */
  fullDescription?: string;
  /** Severity in `toolslint:recommended`. */
  defaultSeverity: SeverityOrOff;
  /** Where the rule is documented; a plugin's rule may have no such page. */
  docsUrl?: string;
}

export interface ReporterContext {
  /** Whether to colour the output (a TTY or --color). */
  color: boolean;
  /** toolslint's version, for formats that name the tool. */
  version: string;
  /** Every rule that could have run, sorted by id; formats that describe rules need it. */
  rules?: readonly RuleInfo[];
  /** `github`: at most this many annotations of each level (error, warning, notice). */
  maxAnnotations?: number;
  /**
   * `stylish`: the terminal's width, to wrap long messages to; absent for a pipe or a file,
   * which get one line per finding (for grep and the like).
   */
  width?: number;
  /** `diff -f markdown`: also name check ids and where each change is written. */
  verbose?: boolean;
}

/** A pure function from results to the text to print or write. */
export type LintReporter = (results: LintResults, ctx: ReporterContext) => string;

/** The reason a file named on the command line and matched by `ignorePatterns` is skipped with. */
export const IGNORED_REASON = 'ignored by ignorePatterns';
