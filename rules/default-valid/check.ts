import { derefSchema, safeRegExp, typeAccepts, typeNames as declaredTypes, valueType } from '../../src/kit/index.js';
import { hasOwn, isObject, joinPointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../../src/model/index.js';

/** What a default breaks: the keyword, the place inside the value (`[1]`, `.name`), details. */
export interface Violation {
  keyword: string;
  inner: string;
  value: unknown;
  data: Partial<Record<'actual' | 'expected' | 'limit' | 'pattern', string>>;
}

export interface CheckOptions {
  checkEnum: boolean;
  maxPatternInput: number;
}

/** How deep into arrays and objects a default is followed, and how many elements each. */
const MAX_DEPTH = 6;
const MAX_ELEMENTS = 1000;
/** Patterns are analysed for backtracking up to pattern-valid's default length. */
const MAX_PATTERN_LENGTH = 1000;

/** JSON with sorted keys, so that values that are equal compare equal as text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** `, a string`, `, an integer`; nothing for null, which names its type itself. */
const article = (type: string) => (type === 'null' ? '' : /^[aeiou]/.test(type) ? `, an ${type}` : `, a ${type}`);

/**
 * Checks a default against the schema it sits in, keyword by keyword, as far as JSON Schema's
 * assertions that need no guessing go: type, const, enum, bounds, lengths, counts, a safe
 * pattern, `required`, closed objects, and the same for the items and properties inside.
 * Compositions other than `allOf` are not followed.
 */
export class DefaultChecker {
  private readonly patterns = new Map<string, RegExp | undefined>();

  constructor(
    private readonly registry: Registry,
    private readonly tool: Tool,
    private readonly schemaRoot: SourceRef,
    private readonly options: CheckOptions,
  ) {}

  check(value: unknown, node: JsonObject, ref: SourceRef, inner = '', depth = 0): Violation | undefined {
    const fail = (keyword: string, data: Violation['data'] = {}): Violation => ({ keyword, inner, value, data });
    const types = declaredTypes(node);
    const actual = valueType(value);
    const nullable = node.nullable === true && value === null;
    if (types && !nullable && !types.some((t) => typeAccepts(t, actual))) return fail('type', { actual: article(actual), expected: types.join(' or ') });
    if (hasOwn(node, 'const') && canonical(node.const) !== canonical(value)) return fail('const', { expected: canonical(node.const) });
    if (this.options.checkEnum && Array.isArray(node.enum) && !nullable && !node.enum.some((e) => canonical(e) === canonical(value))) return fail('enum');
    const broken = bounds(value, node);
    if (broken) return fail(broken.keyword, { limit: broken.limit });
    if (typeof value === 'string' && typeof node.pattern === 'string' && value.length <= this.options.maxPatternInput) {
      const re = this.regExp(node.pattern);
      if (re && !re.test(value)) return fail('pattern', { pattern: node.pattern });
    }
    return depth < MAX_DEPTH ? this.inside(value, node, ref, inner, depth) : undefined;
  }

  private inside(value: unknown, node: JsonObject, ref: SourceRef, inner: string, depth: number): Violation | undefined {
    const sub = (key: string, ...rest: Array<string | number>) => this.sub(node, ref, key, ...rest);
    const itemSchema = (i: number) => {
      if (Array.isArray(node.prefixItems)) return i < node.prefixItems.length ? sub('prefixItems', i) : sub('items');
      if (Array.isArray(node.items)) return i < node.items.length ? sub('items', i) : sub('additionalItems');
      return sub('items');
    };
    const parts: Array<[unknown, { node: JsonObject; ref: SourceRef } | undefined, string]> = [];
    if (Array.isArray(value)) value.slice(0, MAX_ELEMENTS).forEach((item, i) => parts.push([item, itemSchema(i), `${inner}[${i}]`]));
    else if (isObject(value))
      Object.keys(value)
        .slice(0, MAX_ELEMENTS)
        .forEach((key) => parts.push([value[key], sub('properties', key), `${inner}.${key}`]));
    // A `$ref` beside the default, and each `allOf` branch, must hold for the whole value too.
    if (typeof node.$ref === 'string') parts.push([value, this.deref(node, ref, true), inner]);
    if (Array.isArray(node.allOf)) node.allOf.forEach((_, i) => parts.push([value, sub('allOf', i), inner]));
    for (const [part, schema, at] of parts) {
      const found = schema && this.check(part, schema.node, schema.ref, at, depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  private sub(node: JsonObject, ref: SourceRef, key: string, ...rest: Array<string | number>): { node: JsonObject; ref: SourceRef } | undefined {
    let child: unknown = node[key];
    for (const step of rest) child = isObject(child) || Array.isArray(child) ? (child as Record<string | number, unknown>)[step] : undefined;
    if (!isObject(child)) return undefined;
    const at = this.registry.nodeRefs.get(child) ?? { file: ref.file, pointer: joinPointer(ref.pointer, key, ...rest) };
    return this.deref(child, at, false);
  }

  /** Follows `$ref`s; `skipSelf` drops a node whose own keywords were just checked. */
  private deref(node: JsonObject, ref: SourceRef, skipSelf: boolean): { node: JsonObject; ref: SourceRef } | undefined {
    const target = derefSchema(this.registry, this.tool, node, ref, this.schemaRoot);
    return target && !(skipSelf && target.node === node) ? target : undefined;
  }

  private regExp(pattern: string): RegExp | undefined {
    if (!this.patterns.has(pattern)) this.patterns.set(pattern, safeRegExp(pattern, MAX_PATTERN_LENGTH));
    return this.patterns.get(pattern);
  }
}

/** The first bound a value breaks, as `{keyword, limit}`. */
function bounds(value: unknown, node: JsonObject): { keyword: string; limit: string } | undefined {
  const num = (k: string) => (typeof node[k] === 'number' ? (node[k] as number) : undefined);
  const broke = (keyword: string, limit: unknown) => ({ keyword, limit: canonical(limit) });
  if (typeof value === 'number') {
    const min = num('minimum');
    const max = num('maximum');
    // OpenAPI 3.0 writes exclusive bounds as a flag beside minimum/maximum.
    if (min !== undefined && (value < min || (node.exclusiveMinimum === true && value === min)))
      return broke(node.exclusiveMinimum === true ? 'exclusiveMinimum' : 'minimum', min);
    if (max !== undefined && (value > max || (node.exclusiveMaximum === true && value === max)))
      return broke(node.exclusiveMaximum === true ? 'exclusiveMaximum' : 'maximum', max);
    const xmin = num('exclusiveMinimum');
    const xmax = num('exclusiveMaximum');
    if (xmin !== undefined && value <= xmin) return broke('exclusiveMinimum', xmin);
    if (xmax !== undefined && value >= xmax) return broke('exclusiveMaximum', xmax);
    const step = num('multipleOf');
    if (step !== undefined && step > 0) {
      const q = value / step;
      if (Math.abs(q - Math.round(q)) > 1e-9) return broke('multipleOf', step);
    }
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    const min = num('minLength');
    const max = num('maxLength');
    if (min !== undefined && length < min) return broke('minLength', min);
    if (max !== undefined && length > max) return broke('maxLength', max);
  }
  if (Array.isArray(value)) {
    const min = num('minItems');
    const max = num('maxItems');
    if (min !== undefined && value.length < min) return broke('minItems', min);
    if (max !== undefined && value.length > max) return broke('maxItems', max);
    if (node.uniqueItems === true && new Set(value.map(canonical)).size < value.length) return broke('uniqueItems', true);
  }
  if (isObject(value)) {
    const missing = Array.isArray(node.required) ? node.required.filter((k) => typeof k === 'string' && !hasOwn(value, k)) : [];
    if (missing.length > 0) return broke('required', missing);
    const props = isObject(node.properties) ? node.properties : {};
    const extra = node.additionalProperties === false && !isObject(node.patternProperties) ? Object.keys(value).filter((k) => !hasOwn(props, k)) : [];
    if (extra.length > 0) return broke('additionalProperties', false);
  }
  return undefined;
}
