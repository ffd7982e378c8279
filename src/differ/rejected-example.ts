import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv } from 'ajv';
import { isObject, type JsonObject } from '../model/index.js';

type Validate = (value: unknown) => boolean;

/** Enough to find a plain example without letting a wide schema cost much. */
const MAX_CANDIDATES = 200;
const MAX_DEPTH = 4;

/**
 * A value that `accepting` accepts and `rejecting` rejects, when a simple one exists: a
 * narrowed input (or widened output) shown by a value that tells the reader what changed.
 * Candidates are built from the schemas themselves and each is checked with Ajv, so an example
 * given is a real one; undefined when none of them shows the difference.
 */
export function rejectedExample(accepting: JsonObject, rejecting: JsonObject): { value: unknown } | undefined {
  const yes = compile(accepting);
  const no = compile(rejecting);
  if (!yes || !no) return undefined;
  for (const value of candidates([accepting, rejecting])) {
    if (yes(value) && !no(value)) return { value };
  }
  return undefined;
}

/** Ajv for 2020-12 keywords, then draft-07 for the tuple `items` 2020-12 no longer has. */
function compile(schema: JsonObject): Validate | undefined {
  for (const make of [() => new Ajv2020({ strict: false, validateFormats: false }), () => new Ajv({ strict: false, validateFormats: false })]) {
    try {
      return make().compile(JSON.parse(JSON.stringify(schema))) as Validate;
    } catch {
      // The other dialect may read it; a schema neither compiles has no example.
    }
  }
  return undefined;
}

function candidates(schemas: JsonObject[]): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<string>();
  const add = (v: unknown) => {
    const key = JSON.stringify(v);
    if (out.length < MAX_CANDIDATES && !seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  };
  for (const s of schemas) for (const v of samples(s, 0)) add(v);
  for (const v of [{}, '', 'a', 0, 1, -1, 1.5, true, null, []]) add(v);
  return out;
}

const BY_TYPE: Record<string, unknown[]> = {
  string: ['', 'a', 'example', 'A-1'],
  integer: [0, 1, -1, 1000000],
  number: [0, 1.5, -1, 1000000],
  boolean: [true, false],
  null: [null],
};

/** Plain values a schema's own words suggest: its consts and enums, each type's simple values, objects with its properties. */
function samples(schema: unknown, depth: number): unknown[] {
  if (!isObject(schema) || depth > MAX_DEPTH) return [{}, ''];
  const out: unknown[] = [];
  if ('const' in schema) out.push(schema.const);
  if (Array.isArray(schema.enum)) out.push(...schema.enum.slice(0, 5));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const branch of list.slice(0, 6)) out.push(...samples(branch, depth + 1).slice(0, 6));
  }
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : isObject(schema.properties) ? ['object'] : [];
  for (const t of types) {
    if (t === 'object') out.push(...objects(schema, depth));
    else if (t === 'array') out.push([], [first(schema.items, depth)], [first(schema.items, depth), first(schema.items, depth)]);
    else if (typeof t === 'string') out.push(...(BY_TYPE[t] ?? []));
  }
  return out;
}

function first(schema: unknown, depth: number): unknown {
  return samples(schema, depth + 1)[0] ?? null;
}

/** `{}`, the required properties only, each declared property on its own, and all of them. */
function objects(schema: JsonObject, depth: number): unknown[] {
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((n): n is string => typeof n === 'string') : [];
  const value = (name: string) => first(props[name] ?? {}, depth);
  const base = Object.fromEntries(required.map((n) => [n, value(n)]));
  const out: unknown[] = [{}, base];
  for (const name of Object.keys(props).slice(0, 12)) out.push({ ...base, [name]: value(name) });
  out.push(
    {
      ...base,
      ...Object.fromEntries(
        Object.keys(props)
          .slice(0, 12)
          .map((n) => [n, value(n)]),
      ),
    },
    { ...base, extra: 1 },
  );
  return out;
}
