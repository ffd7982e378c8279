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
export type SchemaDialect = 'draft-07' | '2020-12' | 'openapi-3.0';

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
  largeEnum?: Limit<{ values: number; length: number }>;
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

export type TargetFamily = 'openai' | 'anthropic' | 'gemini' | 'mcp' | 'portable';

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
  schemas: ReadonlyArray<'input' | 'output'>;
  limits: TargetLimits;
}
