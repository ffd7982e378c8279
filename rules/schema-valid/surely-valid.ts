import { holdsSchemas, type CheckedDialect } from '../../src/kit/index.js';

/**
 * A quick reading of a schema that answers "valid against its meta-schema" only when it is
 * sure, and "ask ajv" otherwise. Almost every schema a registry holds uses a few keywords
 * (`type`, `properties`, `description`, `enum`, `required`…) with values of the right type;
 * for those, the meta-schema's generated validator (which passes an options object to every
 * sub-validator of every node for 2020-12's `$dynamicRef`) and the JSON text the cache is keyed
 * by cost far more than the schema's own size. Everything unusual, from a keyword it does not
 * read to a value of a wrong type, a cycle or a deep schema, is left to ajv: this never decides
 * that a schema is invalid, so it cannot make a finding, only skip work that would find nothing.
 *
 * Each keyword is read as both meta-schemas (draft-07 and 2020-12) define it; formats are not
 * enforced there (`validateFormats: false`), so `pattern` and `$ref` need only be strings.
 */

type Check = (value: unknown, queue: unknown[]) => boolean;

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

const anything: Check = () => true;
const string: Check = (v) => typeof v === 'string';
const boolean: Check = (v) => typeof v === 'boolean';
const number: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const nonNegativeInteger: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isSchemaValue = (v: unknown) => typeof v === 'boolean' || (typeof v === 'object' && v !== null && !Array.isArray(v));
const schema: Check = (v, queue) => {
  if (!isSchemaValue(v)) return false;
  queue.push(v);
  return true;
};
const schemaArray: Check = (v, queue) => Array.isArray(v) && v.length > 0 && v.every((s) => schema(s, queue));
const schemaMap: Check = (v, queue) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  for (const key in v) if (!schema((v as Record<string, unknown>)[key], queue)) return false;
  return true;
};
/** Strings, each once: `required`, and the items of a `type` list. */
const distinctStrings = (v: unknown, each: (s: string) => boolean = () => true) =>
  Array.isArray(v) && v.every((s) => typeof s === 'string' && each(s)) && new Set(v).size === v.length;
const type: Check = (v) => (typeof v === 'string' ? SIMPLE_TYPES.has(v) : Array.isArray(v) && v.length > 0 && distinctStrings(v, (s) => SIMPLE_TYPES.has(s)));
/** Enum values whose sameness a Set decides as ajv's deep equality would: no objects, no NaN. */
const distinctScalars = (v: unknown[]) =>
  v.every((x) => x === null || typeof x === 'string' || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x))) &&
  new Set(v).size === v.length;

/** What both meta-schemas ask of a keyword alike. */
const SHARED: Record<string, Check> = {
  $ref: string,
  $schema: string,
  $comment: string,
  title: string,
  description: string,
  format: string,
  pattern: string,
  contentMediaType: string,
  contentEncoding: string,
  default: anything,
  const: anything,
  examples: (v) => Array.isArray(v),
  readOnly: boolean,
  uniqueItems: boolean,
  multipleOf: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0,
  maximum: number,
  minimum: number,
  exclusiveMaximum: number,
  exclusiveMinimum: number,
  maxLength: nonNegativeInteger,
  minLength: nonNegativeInteger,
  maxItems: nonNegativeInteger,
  minItems: nonNegativeInteger,
  maxProperties: nonNegativeInteger,
  minProperties: nonNegativeInteger,
  required: (v) => distinctStrings(v),
  type,
  properties: schemaMap,
  patternProperties: schemaMap,
  definitions: schemaMap,
  additionalProperties: schema,
  propertyNames: schema,
  contains: schema,
  not: schema,
  if: schema,
  then: schema,
  else: schema,
  allOf: schemaArray,
  anyOf: schemaArray,
  oneOf: schemaArray,
};

/**
 * Per dialect, each keyword its meta-schema defines: a check, or undefined for one left to ajv
 * (`$id`, `$anchor`, `dependencies`…). A keyword missing from the table is not the dialect's,
 * and its value may be anything.
 */
const KEYWORDS: Record<'draft-07' | '2020-12', Record<string, Check | undefined>> = {
  'draft-07': {
    ...SHARED,
    $id: undefined,
    dependencies: undefined,
    enum: (v) => Array.isArray(v) && v.length > 0 && distinctScalars(v),
    items: (v, queue) => schema(v, queue) || schemaArray(v, queue),
    additionalItems: schema,
  },
  '2020-12': {
    ...SHARED,
    $id: undefined,
    $anchor: undefined,
    $dynamicRef: undefined,
    $dynamicAnchor: undefined,
    $recursiveRef: undefined,
    $recursiveAnchor: undefined,
    $vocabulary: undefined,
    dependencies: undefined,
    dependentRequired: undefined,
    $defs: schemaMap,
    dependentSchemas: schemaMap,
    enum: (v) => Array.isArray(v),
    items: schema,
    prefixItems: schemaArray,
    unevaluatedItems: schema,
    unevaluatedProperties: schema,
    contentSchema: schema,
    writeOnly: boolean,
    deprecated: boolean,
    maxContains: nonNegativeInteger,
    minContains: nonNegativeInteger,
  },
};

const NONE: ReadonlySet<string> = new Set();
const skips = (skipped: ReadonlySet<string>, key: string) => skipped.size > 0 && skipped.has(key) && !holdsSchemas(key);

/** More nodes or deeper than this, and ajv decides (it also gives up on what is too deep). */
const MAX_NODES = 5_000;
const MAX_DEPTH = 64;

/**
 * True when `root` surely has no problem in `dialect` but those of the `skipped` keywords;
 * false means only that ajv must tell. A skipped keyword that holds no schemas (`type`) may
 * hold anything: every error ajv finds in its value is put to it (ajv-errors' `keywordAt`).
 */
export function surelyValid(dialect: CheckedDialect, root: unknown, skipped: ReadonlySet<string> = NONE): boolean {
  if (dialect !== 'draft-07' && dialect !== '2020-12') return false;
  const keywords = KEYWORDS[dialect];
  if (!isSchemaValue(root)) return false;
  // Breadth first, each level's children queued by the checks. Nodes are counted, not
  // remembered: a set of them gave every node of every schema an identity hash, which cost more
  // than reading it. A node met twice (a shared YAML alias) is read twice, and a cycle or an
  // alias bomb ends at the bound on depth or nodes, where ajv's own recursion decides.
  let visited = 0;
  let level: unknown[] = [root];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > MAX_DEPTH) return false;
    const next: unknown[] = [];
    for (const node of level) {
      if (typeof node === 'boolean') continue;
      if (++visited > MAX_NODES) return false;
      const object = node as Record<string, unknown>;
      for (const key in object) {
        if (!Object.prototype.hasOwnProperty.call(keywords, key)) continue;
        const check = keywords[key];
        if (check === undefined ? !skips(skipped, key) : !check(object[key], next) && !skips(skipped, key)) return false;
      }
    }
    level = next;
  }
  return true;
}
