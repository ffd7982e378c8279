import type { AnyRule, EngineConfig, SeverityOrOff } from '../engine/index.js';
import type { Classification, Position, ToolslintError } from '../model/index.js';

/** `id: severity` or `id: [severity, options]`, as written. */
export type RuleEntry = SeverityOrOff | [SeverityOrOff] | [SeverityOrOff, Record<string, unknown>];

export interface OverrideData {
  files?: string | string[];
  tools?: string | string[];
  rules: Record<string, RuleEntry>;
  target?: string | string[];
  /** Another name for `target`. */
  provider?: string | string[];
}

/** A config file's contents once they have passed schema.json. */
export interface ConfigData {
  $schema?: string;
  extends?: string | string[];
  rules?: Record<string, RuleEntry>;
  overrides?: OverrideData[];
  plugins?: string[];
  ignorePatterns?: string | string[];
  classification?: Partial<Classification>;
  target?: string | string[];
  /** Another name for `target`. */
  provider?: string | string[];
}

/** A parsed config file whose contents passed schema.json. */
export interface ConfigFile {
  /** Absolute path. */
  path: string;
  /** The path shown in messages: relative to cwd when inside it. */
  display: string;
  data: ConfigData;
  /** Where the config sits inside the file: `/toolslint` in package.json, else the root. */
  base: string;
  /** Line and column of a pointer into `data`. */
  locate(pointer: string): Position | undefined;
}

export interface ConfigWarning {
  file: string;
  /** One sentence, starting with the file (and line:column when known). */
  message: string;
  position?: Position;
}

/** What loading returns: a value only when there are no errors, and everything noticed. */
export interface ConfigLoad<T> {
  config?: T;
  warnings: ConfigWarning[];
  errors: ToolslintError[];
}

/** The configuration that applies to one linted file. */
export interface ResolvedConfig {
  engine: EngineConfig;
  classification: Classification;
  /** True when an `ignorePatterns` glob of the config (or of a file it extends) matches. */
  isIgnored(file: string): boolean;
  /** Config files used, as shown in messages, in the order they apply (the file found last). */
  sources: string[];
  /** Provider targets named by `target` or `--target` (none: the portable profile). */
  targets: string[];
  /** The rules this config may run: the built-in ones, and those of the plugins it loads. */
  rules: ReadonlyMap<string, AnyRule>;
  /** The files the code of its plugins came from (entries, what they required, their package.json). */
  plugins: readonly string[];
}

/** The file system as config loading sees it; injectable so tests can count reads. */
export interface ConfigFs {
  isFile(file: string): boolean;
  /** The file's bytes, or undefined when there is no such file. */
  readFile(file: string): Uint8Array | undefined;
}
