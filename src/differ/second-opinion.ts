import { createRequire } from 'node:module';
import { emptyObject, isObject, type JsonObject } from '../model/index.js';
import { covers } from './covers.js';
import { ANNOTATION_KEYS } from './keywords.js';

/**
 * The one file that knows json-schema-diff. It answers, as a second opinion under the named
 * checks, whether a schema's accepted values shrank (`narrowed`: some value base accepted,
 * head rejects) or grew (`widened`); `undefined` means no opinion.
 */
export type Question = 'narrowed' | 'widened';

/**
 * `exact` asks for an answer only where the library reads every keyword of both schemas (all
 * others are annotations), so that a no is a proof; otherwise there is no opinion.
 */
export type SecondOpinion = (base: JsonObject, head: JsonObject, question: Question, exact?: boolean) => Promise<boolean | undefined>;

/** The library could not be loaded: no question can be answered, so none is asked again. */
export class SecondOpinionUnavailable extends Error {}

interface JsonSchemaDiff {
  diffSchemas(options: { sourceSchema: JsonObject; destinationSchema: JsonObject }): Promise<{ additionsFound: boolean; removalsFound: boolean }>;
}

/**
 * Loaded with require, when first asked: with its dependencies it is a good part of start-up,
 * which a run that never needs it should not pay. Not `import()`: the bundle runs in a
 * vm.Script, where Node 20 refuses a dynamic import. Node caches the module after the first call.
 */
function loadJsonSchemaDiff(): JsonSchemaDiff {
  try {
    return createRequire(import.meta.url)('json-schema-diff') as JsonSchemaDiff;
  } catch (e) {
    throw new SecondOpinionUnavailable(`json-schema-diff could not be loaded (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
  }
}

/** What json-schema-diff reasons about (its KEYWORDS.md); the rest it ignores. */
const SUPPORTED = new Set([
  'type',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'items',
  'maxItems',
  'minItems',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
]);
const JSON_TYPES = new Set(['null', 'boolean', 'object', 'array', 'string', 'number', 'integer']);
/** Its set algebra grows with the product of alternatives; past these sizes it is not asked. */
const MAX_NODES = 2_000;
const MAX_ALTERNATIVES = 24;

export const jsonSchemaDiffOpinion: SecondOpinion = async (base, head, question, exact = false) => {
  const source = exact ? exactlyForJsonSchemaDiff(base) : forJsonSchemaDiff(base);
  const destination = exact ? exactlyForJsonSchemaDiff(head) : forJsonSchemaDiff(head);
  if (!source || !destination) return undefined;
  // Each call costs json-schema-diff two meta-schema compilations (a few hundred ms), so it is
  // not asked when a quick test already shows the answer is no.
  if (question === 'narrowed' ? covers(destination, source) : covers(source, destination)) return false;
  // A failure of the library itself propagates: the caller reports it rather than take it for a no.
  const result = await loadJsonSchemaDiff().diffSchemas({ sourceSchema: source, destinationSchema: destination });
  return question === 'narrowed' ? result.removalsFound : result.additionsFound;
};

/**
 * A copy json-schema-diff can judge soundly: only the keywords it supports are kept. Leaving
 * out a keyword makes a schema accept more, which is safe where it applies directly but
 * inverted under `not`, so a `not` that would lose a keyword is left out whole. A `$ref` the
 * differ could not inline means no opinion: the library's own resolver would read files or
 * fetch URLs.
 */
export function forJsonSchemaDiff(root: JsonObject): JsonObject | undefined {
  return judged(root)?.schema;
}

/** The same copy, only when nothing but annotations was left out: the library's answer is then exact. */
export function exactlyForJsonSchemaDiff(root: JsonObject): JsonObject | undefined {
  const copy = judged(root);
  return copy?.exact ? copy.schema : undefined;
}

function judged(root: JsonObject): { schema: JsonObject; exact: boolean } | undefined {
  let nodes = 0;
  let alternatives = 0;
  let ok = true;
  const copy = (node: JsonObject): { schema: JsonObject; exact: boolean } => {
    nodes += 1;
    const out = emptyObject();
    let exact = true;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref') ok = false;
      if (!SUPPORTED.has(key)) {
        if (!ANNOTATION_KEYS.has(key) && !key.startsWith('x-')) exact = false;
        continue;
      }
      if (key === 'type') {
        const names = Array.isArray(value) ? value : [value];
        if (!names.every((t) => typeof t === 'string' && JSON_TYPES.has(t))) ok = false;
        out.type = value;
      } else if (key === 'properties' && isObject(value)) {
        const props = emptyObject();
        for (const [name, v] of Object.entries(value)) {
          if (!isObject(v)) continue;
          const c = copy(v);
          props[name] = c.schema;
          exact &&= c.exact;
        }
        out.properties = props;
      } else if ((key === 'items' || key === 'additionalProperties') && isObject(value)) {
        const c = copy(value);
        out[key] = c.schema;
        exact &&= c.exact;
      } else if (key === 'not' && isObject(value)) {
        const c = copy(value);
        if (c.exact) out.not = c.schema;
        else exact = false;
      } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
        alternatives += key === 'allOf' ? 0 : value.length;
        const list = value.filter(isObject).map(copy);
        out[key] = list.map((c) => c.schema);
        exact &&= list.every((c) => c.exact);
      } else if (key === 'items' && Array.isArray(value)) {
        exact = false; // tuples are not supported
      } else out[key] = value;
    }
    return { schema: out, exact };
  };
  const { schema, exact } = copy(root);
  return ok && nodes <= MAX_NODES && alternatives <= MAX_ALTERNATIVES ? { schema: JSON.parse(JSON.stringify(schema)) as JsonObject, exact } : undefined;
}
