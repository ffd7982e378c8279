import { hasOwn, isObject } from '../../src/model/index.js';
import type { ParameterChain } from '../../src/kit/index.js';
import type { Bound, Literal } from './claims.js';

/** What a parameter's schema says, seen through its `$ref`s and compositions. */
export interface Schema {
  chain: ParameterChain;
  types: string[];
  /** The enum values are checked against: the parameter's, or its items' for an array. */
  members?: unknown[];
}

export const shown = (v: unknown): string => JSON.stringify(v) ?? String(v);

/** The first value of `key` along the chain, innermost first. */
export function keyword(chain: ParameterChain, key: string): unknown {
  return chain.visits.find((v) => hasOwn(v.node, key))?.node[key];
}

export function enumOf(chain: ParameterChain): unknown[] | undefined {
  const own = keyword(chain, 'enum');
  if (Array.isArray(own)) return own;
  const items = chain.visits[0].node.items;
  return isObject(items) && Array.isArray(items.enum) ? items.enum : undefined;
}

/** The value a literal stands for under this schema, or undefined when it cannot be told. */
function accept(literal: Literal, schema: Schema, siblings: () => Set<string>): unknown {
  const { types, members } = schema;
  if (members) return members.find((m) => String(m) === literal.text);
  if (literal.kind === 'number' && types.some((t) => t === 'integer' || t === 'number')) return literal.value;
  if (literal.kind === 'boolean' && types.includes('boolean')) return literal.value;
  // "Defaults to 'owner'" names another parameter whose value is used, not the word itself.
  if (literal.kind === 'quoted' && types.includes('string') && !siblings().has(literal.text)) return literal.value;
  return undefined;
}

export type DefaultVerdict = { missing: string } | { value: string; actual: string } | undefined;

/** The first default the text claims that the schema lacks or contradicts. */
export function checkDefault(claims: readonly Literal[], schema: Schema): DefaultVerdict {
  if (claims.length === 0) return undefined;
  // The names of the parameter's siblings, read only for a quoted default.
  let names: Set<string> | undefined;
  const siblings = () => {
    const property = schema.chain.visits[schema.chain.visits.length - 1];
    return (names ??= new Set(isObject(property.parent?.node.properties) ? Object.keys(property.parent.node.properties) : []));
  };
  for (const literal of claims) {
    // A default of null or None is no default.
    if (/^(?:null|none|nil)$/i.test(literal.text)) return undefined;
    const claimed = accept(literal, schema, siblings);
    if (claimed === undefined) continue;
    const declared = schema.chain.visits.find((v) => hasOwn(v.node, 'default'));
    // "10 minutes (600,000 ms)" without a `default` does not say which unit the schema uses.
    if (!declared) return literal.restated === undefined ? { missing: shown(claimed) } : undefined;
    const actual = declared.node.default;
    // `default: null` beside a described default is a value worked out at run time.
    if (actual === null || shown(actual) === shown(claimed) || actual === literal.restated) return undefined;
    return { value: shown(claimed), actual: shown(actual) };
  }
  return undefined;
}

const BOUND_KEYWORDS = {
  number: { max: 'maximum', min: 'minimum' },
  string: { max: 'maxLength', min: 'minLength' },
  array: { max: 'maxItems', min: 'minItems' },
} as const;

export interface BoundVerdicts {
  /** Bounds the schema states otherwise. */
  mismatches: Array<{ bound: 'maximum' | 'minimum'; value: number; keyword: string; actual: number }>;
  /** Bounds the schema lacks, with the keywords that would state them. */
  missing: { min?: number; max?: number; minKeyword: string; maxKeyword: string };
}

/** The bounds the text claims, against the keywords that fit the schema's type. */
export function checkBounds(claims: readonly Bound[], schema: Schema): BoundVerdicts | undefined {
  if (claims.length === 0) return undefined;
  const { chain, types } = schema;
  // An enum of its own already bounds the value (an array's items' enum bounds no count).
  if (Array.isArray(keyword(chain, 'enum'))) return undefined;
  const family = types.some((t) => t === 'integer' || t === 'number')
    ? 'number'
    : types.includes('string')
      ? 'string'
      : types.includes('array')
        ? 'array'
        : undefined;
  if (!family) return undefined;
  const keys = BOUND_KEYWORDS[family];
  const out: BoundVerdicts = { mismatches: [], missing: { minKeyword: keys.min, maxKeyword: keys.max } };
  for (const b of claims) {
    // A string bound needs a length unit; a range on an array ("rated from 1 to 5") is its items'.
    if ((family === 'string' && !b.length) || (family === 'array' && b.range)) continue;
    const bound = b.side === 'max' ? 'maximum' : 'minimum';
    const declared = keyword(chain, keys[b.side]);
    const exclusiveKey = b.side === 'max' ? 'exclusiveMaximum' : 'exclusiveMinimum';
    const exclusive = family === 'number' ? keyword(chain, exclusiveKey) : undefined;
    if (typeof declared === 'number') {
      if (declared !== b.value) out.mismatches.push({ bound, value: b.value, keyword: keys[b.side], actual: declared });
    } else if (typeof exclusive === 'number') {
      // "up to 100" with `exclusiveMaximum: 101` on an integer says the same thing.
      const step = types.includes('integer') ? 1 : 0;
      const near = b.side === 'max' ? exclusive - step : exclusive + step;
      if (exclusive !== b.value && near !== b.value) out.mismatches.push({ bound, value: b.value, keyword: exclusiveKey, actual: exclusive });
    } else {
      out.missing[b.side] ??= b.value;
    }
  }
  return out;
}
