/**
 * The normalized model: the vocabulary every layer shares. A tool looks the same here whatever
 * dialect it was written in, and every node can be traced back to the file and JSON pointer
 * where it is written.
 */
export declare const DIALECTS: readonly [
	"openai-chat",
	"openai-responses",
	"openai-functions",
	"anthropic",
	"gemini",
	"mcp",
	"vscode",
	"docker-mcp",
	"registry",
	"openapi-3.0",
	"openapi-3.1",
	"swagger-2.0"
];
export type Dialect = (typeof DIALECTS)[number];
declare const TOOL_KINDS: readonly [
	"read",
	"write",
	"destructive",
	"unknown"
];
export type ToolKind = (typeof TOOL_KINDS)[number];
/** What decided a tool's kind, strongest first (see classify.ts). */
export type KindEvidence = "metadata" | "annotations" | "http-method" | "name" | "none";
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
export type JsonObject = {
	[key: string]: unknown;
};
export interface Tool {
	/** The name as written; `''` when the definition has none (rules report that). */
	name: string;
	/** `declared` as written, `derived` by the loader (OpenAPI method + path), `missing`. */
	nameOrigin: "declared" | "derived" | "missing";
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
	refBase: "schema" | "document";
	/** For tools made from an HTTP operation. */
	http?: {
		method: string;
		path: string;
	};
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
	format: "json" | "yaml";
	value: unknown;
	/** The line and column of the value at `pointer`, or of the nearest ancestor that exists. */
	locate(pointer: string): Position | undefined;
	/**
	 * Suppressions written in the document (`x-toolslint-ignore` keys, which are taken out of
	 * `value` so that no rule sees them, and `# toolslint-disable-next-line` comments).
	 */
	suppressions?: Suppression[];
}
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
	scope: {
		pointer: string;
	} | {
		line: number;
	};
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
	protocolVersion?: {
		value: string;
		ref: SourceRef;
	};
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
/** Codes of the failures toolslint knows; each comes with one sentence for the user. */
export type ErrorCode = "usage" | "config" | "read" | "encoding" | "parse" | "shape" | "limit" | "ref" | "internal";
/**
 * A failure toolslint expected and can explain in one sentence, naming the file and place.
 * Anything that is not a ToolslintError is a bug and is reported as one.
 */
export declare class ToolslintError extends Error {
	readonly code: ErrorCode;
	readonly file?: string;
	readonly position?: Position;
	constructor(code: ErrorCode, message: string, where?: {
		file?: string;
		position?: Position;
	});
}
/** Verb lists that decide a tool's kind from the first word of its name. */
export interface Classification {
	read: string[];
	write: string[];
	destructive: string[];
}
/** Bounds on what one file may make the parsers do; the CLI's flags raise them. */
export interface ParseLimits {
	/**
	 * How deeply arrays and objects may nest. Real registries nest a few dozen levels; the
	 * default leaves room for generated schemas while keeping every parser far from the end of
	 * the call stack.
	 */
	maxDepth: number;
	/** How many alias expansions a YAML document may make (alias bombs stop here). */
	maxAliasCount: number;
}
export declare const DEFAULT_PARSE_LIMITS: ParseLimits;
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
/** Parse and load in one step. */
export declare function loadSource(bytes: Uint8Array | string, file: string, options?: LoadOptions): Registry;
/**
 * One registry made of several: a folder of single-tool files (the GitHub MCP server's
 * toolsnaps/) is linted as one list, so that registry-wide rules see every tool. The dialect is
 * the first registry's; a version is kept only when every part declares the same one.
 */
export declare function combineRegistries(registries: Registry[], name?: string): Registry;
/**
 * What a provider accepts, as data: each limit carries the page it was read from, so that a
 * finding can cite it and a stale number can be traced and updated.
 */
/** One documented limit: its value, where it is written, and what the value alone does not say. */
export interface Limit<T> {
	value: T;
	/** The documentation page (or pages) the value comes from. */
	source: string | string[];
	note?: string;
	/** The provider whose API enforces it, when the target holds every tool to another's cap (portable). */
	enforcedBy?: string;
}
/** The JSON Schema dialect a schema without `$schema` is read in. */
export type SchemaDialect = "draft-07" | "2020-12" | "openapi-3.0";
export interface TargetLimits {
	/** ECMAScript pattern every tool name must match. */
	namePattern?: Limit<string>;
	descriptionMaxLength?: Limit<number>;
	/** Tools in one request. */
	maxTools?: Limit<number>;
	/** Whether the provider applies its strict mode when a tool does not say. */
	strictDefault?: Limit<boolean>;
	dialect?: Limit<SchemaDialect>;
	/** Keywords the root of an input schema may not carry. */
	rootUnsupportedKeywords?: Limit<string[]>;
	/** When given, the only keywords a schema may use. */
	supportedKeywords?: Limit<string[]>;
	/** Keywords rejected anywhere in a schema. */
	unsupportedKeywords?: Limit<string[]>;
	/** When given, the only `format` values accepted. */
	supportedFormats?: Limit<string[]>;
	/** False when `type` must be one name, not a list. */
	typeArrays?: Limit<boolean>;
	/** Keywords accepted only with these values (Anthropic strict: `minItems` 0 or 1). */
	keywordValues?: Limit<Record<string, number[]>>;
	/** `enum` and `const` hold only strings, numbers, booleans and null. */
	scalarEnums?: Limit<boolean>;
	/** Every property of every object is listed in `required`. */
	allPropertiesRequired?: Limit<boolean>;
	/** Every object sets `additionalProperties: false`. */
	closedObjects?: Limit<boolean>;
	/** Whether a schema may refer to itself. */
	recursion?: Limit<boolean>;
	/** Properties in one schema, all objects and definitions counted. */
	maxProperties?: Limit<number>;
	/** Levels of object nesting, the root object being level 1. */
	maxDepth?: Limit<number>;
	/** `enum` values in one schema, all enums counted. */
	maxEnumValues?: Limit<number>;
	/** One enum with more than `values` string values may total at most `length` characters. */
	largeEnum?: Limit<{
		values: number;
		length: number;
	}>;
	/** Characters of property names, definition names, enum and const values in one schema. */
	maxSchemaStrings?: Limit<number>;
	/** Strict tools in one request. */
	maxStrictTools?: Limit<number>;
	/** Optional parameters across every strict tool of a request. */
	maxOptionalParameters?: Limit<number>;
	/** Parameters with a union type (`anyOf` or a type list) across every strict tool of a request. */
	maxUnionParameters?: Limit<number>;
	/** The MCP revision whose `schema.json` defines the `Tool` shape. */
	mcpRevision?: Limit<string>;
	/** Fields that take any JSON Schema, where the keyword limits above do not apply. */
	jsonSchemaFields?: Limit<string[]>;
}
export type TargetFamily = "openai" | "anthropic" | "gemini" | "mcp" | "portable";
export interface Target {
	/** What `--target` and `target:` name: `openai-strict`, `mcp@2025-06-18`. */
	id: string;
	family: TargetFamily;
	title: string;
	/** The day the limits were last compared with their sources (YYYY-MM-DD). */
	checked: string;
	/** A strict mode: every tool sent to it must fit the strict subset. */
	strict: boolean;
	/** The strict mode a tool marked `strict: true` is held to. */
	strictVariant?: string;
	/** Which of a tool's schemas the provider reads. */
	schemas: ReadonlyArray<"input" | "output">;
	limits: TargetLimits;
}
export interface Finding {
	ruleId: string;
	severity: Severity;
	messageId: string;
	message: string;
	/** The tool's name; absent for findings about the registry as a whole. */
	tool?: string;
	file: string;
	pointer: string;
	line?: number;
	column?: number;
	/** For a rule whose fix is certain: the edits that remove the problem, as data. */
	fix?: FixEdit[];
	/**
	 * The tool whose definition holds `pointer`, and the pointer within that definition; absent
	 * when the finding sits outside every tool (a shared component, the registry's own keys).
	 * Baselines and fingerprints key on it, so that adding, removing or reordering tools (which
	 * renumbers `/tools/N`) changes no other finding's identity.
	 */
	place?: FindingPlace;
}
export interface FindingPlace {
	tool: string;
	pointer: string;
}
/**
 * One change to a file, described as data, never as text: the CLI applies it with the file's
 * own parser (the `yaml` CST, jsonc-parser) so that everything else stays as written.
 */
export interface FixEdit {
	/** The file the edit changes: where the node is written (a `$ref` target's own file). */
	file: string;
	/** The object the edit applies to. */
	pointer: string;
	/** `set` adds the member or replaces its value; `remove` deletes it. */
	op: "set" | "remove";
	/** The member of that object (an index, as a string, in an array). */
	key: string;
	value?: unknown;
}
/** Where a schema node sits: what the schema visitor of a rule is given. */
export interface SchemaVisit {
	tool: Tool;
	node: JsonObject;
	/** Where the node is written (a `$ref` target is where it is defined). */
	ref: SourceRef;
	/** Which of the tool's schemas this node belongs to. */
	role: "input" | "output";
	/** The visit of the schema that holds this one, or undefined at the root. */
	parent?: SchemaVisit;
	/**
	 * The keyword that led here from the parent: `properties`, `items`, `anyOf`, … (`$ref` for
	 * a node reached through a reference, `root` at the root).
	 */
	via: string;
	/** The property name when `via` is `properties`. */
	propertyName?: string;
	/** True when `via` is `properties` and the parent lists the property in `required`. */
	required: boolean;
	/** Object nesting: 0 at the root, +1 for each property or item step. */
	depth: number;
	/**
	 * What the node is to the tool, whatever keywords led to it: the `root` schema, a top-level
	 * `parameter`, a nested `field`, an array `item`, a `map-value` (`additionalProperties`), a
	 * `branch` of a union, a `value-branch` that only pins a value (`{"const": "page_id"}`), or
	 * `other` (`not`, `if`, …). A `$ref` or `allOf` step keeps the place of the node it came from.
	 */
	place: SchemaPlace;
	/**
	 * True when the node, or one above it, is under `not`, `if`, `then`, `else`,
	 * `propertyNames` or `contains`: worked out once here, since asking every ancestor of every
	 * node costs the square of the depth (a chain of 30,000 `$ref`s).
	 */
	conditional: boolean;
	/** The visit of the schema's root (itself at the root), so that no rule walks up to find it. */
	root?: SchemaVisit;
}
export type SchemaPlace = "root" | "parameter" | "field" | "item" | "map-value" | "branch" | "value-branch" | "other";
/** One match of one phrase of a list: which phrase (its place in the list), where, how long. */
export interface PhraseHit {
	phrase: number;
	index: number;
	length: number;
}
/**
 * What a tool does, worked out once for every rule: the verb of its name (after namespace and
 * server prefixes, in any naming style), its kind, and the MCP hints in force. Every rule that
 * asks "does this tool write, delete or only read?" reads this, so they cannot disagree.
 */
export interface ToolAction {
	/** The verb of the name, lower case: `delete` for `compute_disk_delete`, `deleteDisk`, `API-delete-page`. */
	verb?: string;
	/** What the verb alone says. */
	verbKind?: ToolKind;
	/** The kind all evidence gives, strongest first: metadata, MCP annotations, HTTP method, verb. */
	kind: ToolKind;
	evidence: KindEvidence;
	/**
	 * The MCP hints a client acts on, absent ones at the spec's defaults (readOnlyHint false,
	 * destructiveHint true, idempotentHint false, openWorldHint true). Only for MCP tools.
	 */
	hints?: McpHints;
}
export interface McpHints {
	/** The tool has an `annotations` object at all. */
	annotated: boolean;
	/** Hints written as booleans, by name. */
	declared: ReadonlySet<string>;
	readOnly: boolean;
	destructive: boolean;
	idempotent: boolean;
	openWorld: boolean;
}
export interface NameParts {
	/** Dotted namespaces as written, with the last dot: `repo.`; `''` when none. */
	namespace: string;
	/** The prefix as written, with the separator after it: `copilot_`; `''` when none. */
	prefix: string;
	/** The rest of the name as written: `searchCodebase`. */
	rest: string;
	/** The lower-case words of `rest`. */
	words: readonly string[];
}
export type NameStyle = "snake" | "camel" | "kebab" | "pascal";
/** The style most names of a registry use: `count` of the `total` names that can show one. */
export interface NameConvention {
	style: NameStyle;
	count: number;
	total: number;
}
/**
 * What the description rules read in one text, found once: its words and languages, its
 * sentences, and where each phrase list's phrases stand in it. The words and hits live in the
 * text kit's shared caches, so a rule that calls the kit's helpers directly (`findPhrase`,
 * `hasAnyPhrase`) reads the same facts; this object hands them over together.
 */
export interface TextFacts {
	readonly text: string;
	/** The runs of ASCII word characters, lowered and in order; undefined for text the word filter cannot read (with ſ). */
	readonly words: readonly string[] | undefined;
	/** The text in lower case, made once for every rule that reads it so. */
	readonly lower: string;
	/** All ASCII: the faster matchers apply. */
	readonly ascii: boolean;
	/** Holds Han, kana or other CJK characters. */
	readonly cjk: boolean;
	/** The sentences and clauses, as [start, end) spans. */
	sentences(): ReadonlyArray<readonly [
		number,
		number
	]>;
	/** Every match of every phrase of the list: in list order, then by position. */
	hits(phrases: readonly string[]): readonly PhraseHit[];
	/** Whether any phrase of the list is in the text. */
	holds(phrases: readonly string[]): boolean;
}
/**
 * The shared view of a registry: facts every rule needs, worked out once per registry and only
 * when first asked for, so rules read one answer instead of each deriving its own.
 */
export interface RegistryView {
	/** What each tool does: its verb and kind, with the MCP hints in force. */
	action(tool: Tool): ToolAction;
	/** A name split into namespace, prefix and the rest, with the registry's own prefixes. */
	nameParts(name: string): NameParts;
	/** The casing most tool names use, after their prefixes; undefined when none shows one. */
	toolNameConvention(): NameConvention | undefined;
	/** The casing most multi-word parameter names of the registry use. */
	paramNameConvention(): NameConvention | undefined;
	/** The one casing all of a tool's multi-word parameters share, when they share one. */
	paramStyle(tool: Tool): NameStyle | undefined;
	/** What a description holds: words, languages, sentences, phrases found; read once for all rules. */
	text(description: string): TextFacts;
	/** Every name an input property of the registry has, at any depth (`inputProperties`). */
	parameterNames(): ReadonlySet<string>;
	/** Every tool's name, as written: a rename suggestion must not be one of them. */
	toolNames(): ReadonlySet<string>;
	/** How many declared tool names hold the word, a plural counted with its singular (`services` with `service`). */
	toolsNaming(word: string): number;
}
export declare const SEVERITIES: readonly [
	"error",
	"warn",
	"info",
	"hint"
];
export type Severity = (typeof SEVERITIES)[number];
export type SeverityOrOff = Severity | "off";
export interface RuleVisitors {
	registry?(registry: Registry): void;
	tool?(tool: Tool): void;
	schema?(visit: SchemaVisit): void;
}
export interface ReportDescriptor<M extends string> {
	messageId: M;
	data?: Record<string, string | number | boolean>;
	/** The tool the finding concerns; defaults to the tool being visited. */
	tool?: Tool;
	/** Where the problem is; defaults to the visited schema node or tool. */
	at?: SourceRef;
	/**
	 * The exact line and column, for a place no JSON pointer names (a duplicate key, a YAML
	 * warning); otherwise they are looked up from `at`.
	 */
	position?: Position;
	/** The certain fix, for a rule whose meta says `fixable`; the file defaults to `at`'s. */
	fix?: RuleFix | RuleFix[];
}
/** An edit a rule proposes; see FixEdit. */
export type RuleFix = Omit<FixEdit, "file"> & {
	file?: string;
};
export interface RuleContext<M extends string> {
	readonly registry: Registry;
	/**
	 * The provider targets the tools are checked against: those selected by `--target` or
	 * `target:` (an override's for the tools it matches), else the portable profile. Never empty.
	 */
	readonly targets: readonly Target[];
	/** The shared view of the registry: each tool's action, the registry's naming conventions. */
	readonly view: RegistryView;
	/** The clock, injectable so that date rules can be tested. */
	now(): Date;
	report(descriptor: ReportDescriptor<M>): void;
}
/** The meta a rule's author writes. */
export interface RuleMetaDefinition<M extends string, O> {
	/** `<thing>-<check>` in kebab-case. */
	id: string;
	/** One line, shown by `toolslint rules`. */
	description: string;
	/** Severity in `toolslint:recommended`; `off` keeps it out. */
	recommended: SeverityOrOff;
	/** Severity in `toolslint:strict`; defaults to `recommended`, or `warn` when that is off. */
	strict?: SeverityOrOff;
	/**
	 * Options `toolslint:recommended` sets over the defaults, where the precise form of a check
	 * differs from the full convention that `strict` and `all` hold a registry to.
	 */
	recommendedOptions?: Partial<O>;
	/**
	 * The highest severity a message may report at, where one rule finds problems of different
	 * weight: `required` naming an undeclared property is an error only when no call can pass.
	 * A configured severity above the cap is lowered to it; one below it is kept.
	 */
	maxSeverity?: Partial<Record<M, Severity>>;
	/**
	 * Caps that `toolslint:recommended` alone sets on messages: a finding a maintainer acts on
	 * but that is unlikely to make a model misuse a tool (a read tool without `readOnlyHint`) is
	 * `info` there and keeps the rule's severity in `strict` and `all`. A severity set in config
	 * replaces the preset's setting, caps and all.
	 */
	recommendedMaxSeverity?: Partial<Record<M, Severity>>;
	/**
	 * JSON Schema for the options object: every option is a property with a type, a description
	 * and its `default`, the one place an option's default is written.
	 */
	schema: JsonObject;
	messages: Record<M, string>;
	/** The rule reports fixes (`fix` in report) where the change is certain; `--fix` applies them. */
	fixable?: boolean;
	/** Where a plugin's rule is documented (a web address); a built-in rule's page is known. */
	docsUrl?: string;
}
/** A rule's meta: what its author wrote, and the defaults `defineRule` read from its schema. */
export interface RuleMeta<M extends string, O> extends RuleMetaDefinition<M, O> {
	/** Each option's default, read from `schema` by `defineRule`: rules do not write it. */
	readonly defaults: O;
}
export interface Rule<M extends string = string, O = unknown> {
	meta: RuleMeta<M, O>;
	create(context: RuleContext<M>, options: O): RuleVisitors;
}
/** What a rule's author writes: its meta, less the defaults read from the schema, and `create`. */
export interface RuleDefinition<M extends string, O> {
	meta: RuleMetaDefinition<M, O>;
	create(context: RuleContext<M>, options: O): RuleVisitors;
}
/**
 * Makes a rule. The options are typed by `create`'s second parameter (`create(context, options:
 * Options)`) and the schema must give each of them a default of that type; the defaults the rule
 * runs with are read from the schema. The message ids of `report` are checked against the
 * message table by the compiler, so a misspelt id does not build.
 */
export declare function defineRule<const M extends string, O extends object = Record<string, never>>(rule: {
	meta: RuleMetaDefinition<M, O>;
	create(context: RuleContext<M>, options: O): RuleVisitors;
}): Rule<M, O>;
/** A rule whose message ids and options are no longer needed by the caller. */
export type AnyRule = Rule<string, any>;
/** What the engine needs to know of the configuration: severities and options per rule. */
export interface RuleSetting {
	severity: SeverityOrOff;
	/** Options as written in config, before defaults are applied; undefined when none. */
	options?: unknown;
	/** Where the setting was written (`.toolslintrc.yaml#rules.tool-name-verb`), for messages. */
	origin?: string;
	/** The highest severity of some messages, beside the rule's own `maxSeverity`: a preset's (`recommendedMaxSeverity`). */
	caps?: Readonly<Record<string, Severity>>;
}
export interface EngineOverride {
	/** Whether the override applies to a tool written in this file and with this name. */
	matches(file: string, toolName: string): boolean;
	rules: ReadonlyMap<string, RuleSetting>;
	/** Targets for the tools the override matches, replacing those of the config. */
	targets?: readonly Target[];
}
export interface EngineConfig {
	rules: ReadonlyMap<string, RuleSetting>;
	overrides: readonly EngineOverride[];
	/** The selected provider targets; none selects the portable profile. */
	targets?: readonly Target[];
	/** The verb lists that tell a tool's kind (config `classification`); the defaults when absent. */
	classification?: Classification;
}
export interface LintOptions {
	/** The clock rules see; injectable for tests. */
	now?: () => Date;
	/** The severity of `suppression-unused` (`--report-unused-suppressions`); warn by default. */
	reportUnusedSuppressions?: SeverityOrOff;
	/** Measure the time each rule takes (`--stats`, `TIMING=1`); off by default, as it costs a clock read per visit. */
	timing?: boolean;
}
export interface LintOutput {
	findings: Finding[];
	/** Milliseconds each rule took (creating it and all its visits), by rule id; only when `timing` was asked for. */
	timings?: Map<string, number>;
}
/**
 * Runs the configured rules over one registry. Pure: no file system, no output, no exit. Throws
 * a ToolslintError for an unknown rule or a bad option before any rule runs.
 */
export declare function lintRegistry(registry: Registry, rules: ReadonlyMap<string, AnyRule>, config: EngineConfig, options?: LintOptions): Finding[];
/** `lintRegistry`, and with `timing` the time each rule took. */
export declare function lintRegistryWithStats(registry: Registry, rules: ReadonlyMap<string, AnyRule>, config: EngineConfig, options?: LintOptions): LintOutput;
export declare const RULES: ReadonlyMap<string, AnyRule>;
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
export interface ConfigResolverOptions {
	/** Folder that relative paths, and paths in messages, are relative to. */
	cwd: string;
	/** `--config PATH`: this file for every linted file, instead of searching. */
	configPath?: string;
	/** `--no-config`: toolslint:recommended and `--rule` flags only. */
	noConfig?: boolean;
	/** `--rule id:severity` values, checked when the resolver is made. */
	cliRules?: readonly string[];
	/** `--target` values: they replace the `target` keys of config files. */
	cliTargets?: readonly string[];
	rules: ReadonlyMap<string, AnyRule>;
	fs?: ConfigFs;
}
export interface ConfigResolver {
	/** The config for a file (absolute or relative to cwd); throws the first config error. */
	forFile(file: string): ResolvedConfig;
	/** The same, with every error and warning instead of a throw. */
	load(file: string): ConfigLoad<ResolvedConfig>;
	/** The config file that applies to a file, or undefined when presets alone do. */
	configFileFor(file: string): string | undefined;
	/** Warnings met so far (duplicate keys, …), each once. */
	readonly warnings: readonly ConfigWarning[];
	/** The rules of the configs resolved so far: the built-in ones and their plugins', for reports that describe rules. */
	readonly rules: ReadonlyMap<string, AnyRule>;
	/**
	 * Throws the usage error for the first `--rule` flag that names a rule no config resolved so
	 * far knows: call it once every file's config is resolved. A flag that names a plugin's rule
	 * applies where a config loads the plugin and is passed over elsewhere, so that one flag can
	 * serve a monorepo whose folders load different plugins; a misspelt id is still an error.
	 */
	checkCliRules(): void;
}
/**
 * Resolves configs for linted files. Everything is cached: each config file is read and
 * validated once, and each folder is resolved once, however many files it holds.
 */
export declare function createConfigResolver(options: ConfigResolverOptions): ConfigResolver;
export declare const PRESET_NAMES: readonly [
	"toolslint:recommended",
	"toolslint:strict",
	"toolslint:all"
];
export type PresetName = (typeof PRESET_NAMES)[number];
/** The preset a config without `extends` starts from. */
export declare const DEFAULT_PRESET: PresetName;
/** Every rule of the map at the preset's severity, with its default options, and for `recommended` its options and message caps. */
export declare function presetRules(name: PresetName, rules: ReadonlyMap<string, AnyRule>): Map<string, RuleSetting>;
/** How a change affects callers; `breaking` always needs a major bump. */
export declare const LEVELS: readonly [
	"breaking",
	"warning",
	"info"
];
export type Level = (typeof LEVELS)[number];
declare const BUMPS: readonly [
	"major",
	"minor",
	"patch",
	"none"
];
export type Bump = (typeof BUMPS)[number];
declare const DIRECTIONS: readonly [
	"input",
	"output",
	"tool"
];
export type Direction = (typeof DIRECTIONS)[number];
declare const AREAS: readonly [
	"tool",
	"annotations",
	"strict",
	"version",
	"description",
	"property",
	"required",
	"type",
	"enum",
	"const",
	"bounds",
	"pattern",
	"format",
	"additional-properties",
	"composition",
	"default",
	"schema"
];
export type Area = (typeof AREAS)[number];
declare const ACTIONS: readonly [
	"added",
	"removed",
	"changed",
	"tightened",
	"relaxed",
	"set",
	"renamed",
	"deprecated"
];
export type Action = (typeof ACTIONS)[number];
/** What the registry says about one check: enough to print tables and docs. */
export interface CheckInfo {
	id: string;
	level: Level;
	bump: Bump;
	direction: Direction;
	area: Area;
	action: Action;
	/** One line for tables. */
	description: string;
	/** The check of the opposite schema direction that looks for the same edit. */
	mirror?: string;
}
/** One difference between base and head, as reporters print it. */
export interface Change {
	id: string;
	level: Level;
	bump: Bump;
	direction: Direction;
	tool: string;
	/**
	 * Where in the tool: for `input` and `output`, a pointer into that schema as the differ sees
	 * it (`$ref`s followed, `allOf` merged), so that the same place has the same pointer however
	 * it is written; for `tool`, a pointer into the tool definition (`/description`).
	 */
	pointer: string;
	message: string;
	/** What a caller must change, for release notes; only for changes that need one. */
	migration?: string;
	/** The values the message was rendered from. */
	data: Record<string, string>;
	/** Where the change is written: in head, or in base for something removed. */
	location?: Located;
	/**
	 * What each side holds at `pointer` (schemas as compared, tool fields as written); a key is
	 * absent when that side has nothing there (a parameter added has no `before`).
	 */
	before?: unknown;
	after?: unknown;
	/** Where `pointer` is written on each side that has it. */
	sides?: {
		base?: Located;
		head?: Located;
	};
}
export type Located = SourceRef & {
	side: "base" | "head";
	line?: number;
	column?: number;
};
/** The declared bump between two versions, or `unknown` when either is missing or not semver. */
export type DeclaredBump = Bump | "unknown";
export interface Verdict {
	/** The bump the changes need, under the base version's numbering (see semver.ts). */
	required: Bump;
	declared: DeclaredBump;
	ok: boolean;
}
export interface DiffSide {
	/** How the user named it: a path, a folder or `REV:path`. */
	source: string;
	registry: Registry;
}
export interface DiffResult {
	base: {
		source: string;
		version?: string;
	};
	head: {
		source: string;
		version?: string;
	};
	/** Sorted: breaking first, then tool, direction, pointer, id. */
	changes: Change[];
	verdict: Verdict;
	/** `failed` when json-schema-diff could not be loaded or failed on a schema (see `notices`). */
	secondOpinion?: "used" | "off" | "failed";
	/** Sentences about the run that are neither changes nor failures of it. */
	notices?: string[];
}
/**
 * The one file that knows json-schema-diff. It answers, as a second opinion under the named
 * checks, whether a schema's accepted values shrank (`narrowed`: some value base accepted,
 * head rejects) or grew (`widened`); `undefined` means no opinion.
 */
export type Question = "narrowed" | "widened";
/**
 * `exact` asks for an answer only where the library reads every keyword of both schemas (all
 * others are annotations), so that a no is a proof; otherwise there is no opinion.
 */
export type SecondOpinion = (base: JsonObject, head: JsonObject, question: Question, exact?: boolean) => Promise<boolean | undefined>;
export interface DiffOptions {
	/** The clock sunset dates are compared with; injectable for tests. */
	now?: Date;
	/** json-schema-diff by default; `false` runs the named checks only. */
	secondOpinion?: SecondOpinion | false;
}
/**
 * Compares two registries: pairs their tools, runs every check on each pair, asks the second
 * opinion where the named checks found nothing breaking, and gives the verdict. Pure apart from
 * the clock: nothing is read, printed or exited here.
 */
export declare function diffRegistries(base: DiffSide, head: DiffSide, options?: DiffOptions): Promise<DiffResult>;
export declare const CHECK_INFOS: readonly CheckInfo[];
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
	mcpRevision?: {
		revision: string;
		from: "file" | "target" | "newest";
		says: string;
	};
}
/** An MCP server toolslint asked for its tools (`--mcp-stdio`, `--mcp-url`, `--mcp-config`). */
export interface ServerInfo {
	/** The name toolslint gives it (the file is `mcp:<name>`): its key in the config, or made from the command or URL. */
	name: string;
	/** How it was reached; absent when a config entry could not even be started as written. */
	transport?: "stdio" | "streamable-http" | "sse";
	/** What the server called itself when it answered `initialize`. */
	serverInfo?: {
		name: string;
		version?: string;
	};
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
	skipped?: Array<{
		file: string;
		reason: string;
	}>;
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
/** A diff with what the command line has to say about its sides (an empty registry). */
export type DiffReport = DiffResult & {
	notes?: Note[];
	outcome?: Outcome;
};
/** How the run ends, so that the mark a report prints (✔/✖) is the exit code's. */
export interface Outcome {
	exitCode: 0 | 1;
	/** Whether a declared bump that is too low fails the run (`--check-version`). */
	checkVersion: boolean;
}
/** A pure function from a diff to the text to print or write. */
export type DiffReporter = (result: DiffReport, ctx: ReporterContext) => string;
/** Every `diff --format`; adding a format is one import and one entry here. */
export declare const DIFF_REPORTERS: {
	readonly text: DiffReporter;
	readonly json: DiffReporter;
	readonly markdown: DiffReporter;
	readonly html: DiffReporter;
	readonly github: DiffReporter;
	readonly sarif: DiffReporter;
	readonly junit: DiffReporter;
};
export type DiffFormat = keyof typeof DIFF_REPORTERS;
/** Every `lint --format`; adding a format is one import and one entry here. */
export declare const LINT_REPORTERS: {
	readonly stylish: LintReporter;
	readonly json: LintReporter;
	readonly sarif: LintReporter;
	readonly github: LintReporter;
	readonly junit: LintReporter;
	readonly markdown: LintReporter;
	readonly codeclimate: LintReporter;
};
export type LintFormat = keyof typeof LINT_REPORTERS;
export declare const LINT_FORMATS: LintFormat[];

export {};
