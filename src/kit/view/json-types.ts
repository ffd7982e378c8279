import { schemaPath } from '../schema-path.js';
import { type SchemaVisit } from '../walk.js';
import { hasOwn, isObject, type JsonObject } from '../../model/index.js';
import { memoized } from './memo.js';

/**
 * Type names shared by the schema rules: JSON Schema's own, the names real registries use
 * instead (BFCL's `dict`/`float`, Java and Python names), and what a value's type is.
 */

export const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

const JSON_TYPE_SET: ReadonlySet<string> = new Set(JSON_TYPES);

export function isJsonType(name: string): name is JsonType {
  return JSON_TYPE_SET.has(name);
}

/** What a wrong type name stands for: JSON Schema types, `any` for "leave type out", and a format hint. */
export interface TypeSuggestion {
  types: JsonType[] | 'any';
  format?: string;
  items?: JsonType;
}

/**
 * Names written instead of JSON Schema's, keyed in lower case. Python (`str`, `dict`, `tuple`),
 * Java (`HashMap`, `ArrayList`, `long`), C# and SQL spellings; `date`-like names become a
 * string with a format.
 */
export const BUILT_IN_ALIASES: Readonly<Record<string, string>> = {
  dict: 'object',
  dictionary: 'object',
  map: 'object',
  hashmap: 'object',
  treemap: 'object',
  linkedhashmap: 'object',
  hashtable: 'object',
  record: 'object',
  struct: 'object',
  jsonobject: 'object',
  float: 'number',
  double: 'number',
  decimal: 'number',
  bigdecimal: 'number',
  real: 'number',
  float32: 'number',
  float64: 'number',
  numeric: 'number',
  int: 'integer',
  long: 'integer',
  short: 'integer',
  byte: 'integer',
  bigint: 'integer',
  biginteger: 'integer',
  int8: 'integer',
  int16: 'integer',
  int32: 'integer',
  int64: 'integer',
  uint: 'integer',
  uint8: 'integer',
  uint16: 'integer',
  uint32: 'integer',
  uint64: 'integer',
  bool: 'boolean',
  list: 'array',
  tuple: 'array',
  arraylist: 'array',
  linkedlist: 'array',
  set: 'array',
  hashset: 'array',
  vector: 'array',
  collection: 'array',
  sequence: 'array',
  iterable: 'array',
  jsonarray: 'array',
  str: 'string',
  char: 'string',
  character: 'string',
  text: 'string',
  charsequence: 'string',
  varchar: 'string',
  date: 'string:date',
  datetime: 'string:date-time',
  'date-time': 'string:date-time',
  time: 'string:time',
  uuid: 'string:uuid',
  email: 'string:email',
  uri: 'string:uri',
  url: 'string:uri',
  none: 'null',
  nil: 'null',
  nonetype: 'null',
  void: 'null',
  any: 'any',
  mixed: 'any',
  unknown: 'any',
  '*': 'any',
};

/** `Optional[X]`, `Union[A, B]`, `List[X]`, `Array<X>`, `X[]`, `a|b`, `a or b`. */
function parseGeneric(name: string, aliases: Readonly<Record<string, string>>): TypeSuggestion | undefined {
  const list = /^([^[<]+)[[<](.*)[\]>]$/.exec(name);
  if (list) {
    const outer = list[1].trim().toLowerCase();
    const inner = list[2]
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (outer === 'optional' && inner.length === 1) return union([inner[0], 'null'], aliases);
    if (outer === 'union') return union(inner, aliases);
    const base = suggestType(list[1].trim(), aliases);
    if (!base || base.types === 'any' || base.types.length !== 1) return undefined;
    const item = inner.length === 1 && base.types[0] === 'array' ? single(suggestType(inner[0], aliases)) : undefined;
    return { types: base.types, ...(item ? { items: item } : {}) };
  }
  if (name.endsWith('[]')) {
    const item = single(suggestType(name.slice(0, -2), aliases));
    return { types: ['array'], ...(item ? { items: item } : {}) };
  }
  const parts = name.split(/\s*\|\s*|\s*,\s*|\s+or\s+|\s*\/\s*/i).filter((s) => s !== '');
  return parts.length > 1 ? union(parts, aliases) : undefined;
}

function single(s: TypeSuggestion | undefined): JsonType | undefined {
  return s && s.types !== 'any' && s.types.length === 1 ? s.types[0] : undefined;
}

function union(names: string[], aliases: Readonly<Record<string, string>>): TypeSuggestion | undefined {
  const out: JsonType[] = [];
  for (const n of names) {
    const s = suggestType(n, aliases);
    if (!s) return undefined;
    if (s.types === 'any') return { types: 'any' };
    for (const t of s.types) if (!out.includes(t)) out.push(t);
  }
  return { types: out };
}

/**
 * The JSON Schema type(s) a written type name stands for, or undefined when it is unknown.
 * A valid name stands for itself.
 */
export function suggestType(name: string, aliases: Readonly<Record<string, string>> = BUILT_IN_ALIASES): TypeSuggestion | undefined {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  if (isJsonType(lower)) return { types: [lower] };
  const alias = Object.hasOwn(aliases, lower) ? aliases[lower] : Object.hasOwn(BUILT_IN_ALIASES, lower) ? BUILT_IN_ALIASES[lower] : undefined;
  if (alias === 'any') return { types: 'any' };
  if (alias !== undefined) {
    const [type, format] = alias.split(':');
    return isJsonType(type) ? { types: [type], ...(format ? { format } : {}) } : undefined;
  }
  return parseGeneric(trimmed, aliases);
}

/**
 * The types a node declares, aliases read as what they stand for (`dict` is an object, a
 * YAML `null` in a list is "null"); undefined when it declares none or any name is not known,
 * since then nothing can be said about which values fit.
 */
export function declaredTypes(node: JsonObject): ReadonlySet<JsonType> | undefined {
  if (!hasOwn(node, 'type')) return undefined;
  const t = node.type;
  // A single name is the usual case, asked for by many rules on every node: its answer is made once.
  if (typeof t === 'string') return singleTypes(t);
  return typesOf(Array.isArray(t) ? t : [t]);
}

const singleTypes = memoized((t: string): ReadonlySet<JsonType> | undefined => typesOf([t]), 1_000);

function typesOf(raw: readonly unknown[]): Set<JsonType> | undefined {
  const out = new Set<JsonType>();
  for (const t of raw) {
    if (t === null) {
      out.add('null');
      continue;
    }
    if (typeof t !== 'string') return undefined;
    const s = suggestType(t);
    if (!s || s.types === 'any') return undefined;
    s.types.forEach((x) => out.add(x));
  }
  return out.size > 0 ? out : undefined;
}

/** The JSON type of a value; a whole number is an `integer`. */
export function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return isObject(value) ? 'object' : 'null';
}

/** True when `value` is of one of `types` (an integer is a number too). */
export function valueFits(value: unknown, types: ReadonlySet<JsonType>): boolean {
  const t = typeOfValue(value);
  return types.has(t) || (t === 'integer' && types.has('number'));
}

/** The types as a reader would write them: `string`, `["string", "null"]`. */
export function showTypes(types: Iterable<string>): string {
  const list = [...types];
  return list.length === 1 ? list[0] : JSON.stringify(list);
}

/** A value for a message: JSON, on one line, at most 40 characters, however large the value. */
export function showValue(value: unknown): string {
  let out = '';
  const write = (v: unknown, depth: number): void => {
    if (out.length > 40) return;
    if (Array.isArray(v) || isObject(v)) {
      if (depth > 8) {
        out += '…';
        return;
      }
      const entries = Array.isArray(v) ? v.map((x) => [undefined, x] as const) : Object.keys(v).map((k) => [k, v[k]] as const);
      out += Array.isArray(v) ? '[' : '{';
      entries.forEach(([k, x], i) => {
        if (out.length > 40) return;
        if (i > 0) out += ',';
        if (k !== undefined) out += `${JSON.stringify(k)}:`;
        write(x, depth + 1);
      });
      out += Array.isArray(v) ? ']' : '}';
      return;
    }
    out += JSON.stringify(v) ?? String(v);
  };
  write(value, 0);
  return out.length <= 40 ? out : `${out.slice(0, 39)}…`;
}

/** JSON equality: objects compare by keys whatever their order. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

let distinct = 0;

/** A key equal for equal JSON values. A value too deep to serialise gets a key of its own. */
export function canonical(value: unknown): string {
  try {
    return serialise(value);
  } catch {
    return `\u0000${++distinct}`;
  }
}

function serialise(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(serialise).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${serialise(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/** The schema a finding is about, as a user would name it: `the input schema`, `parameter "filters.status"`. */
export function where(visit: SchemaVisit): string {
  const path = schemaPath(visit);
  if (path === '') return `the ${visit.role} schema`;
  if (path.startsWith('$defs/') || path.startsWith('definitions/')) return `schema "${path}"`;
  return visit.role === 'input' ? `parameter "${path}"` : `output field "${path}"`;
}
