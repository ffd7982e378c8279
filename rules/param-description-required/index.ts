import { defineRule } from '../../src/engine/index.js';
import { describedText, escapeRegExp, resolveRef, schemaPath, underCondition, type SchemaVisit, pinsOneValue } from '../../src/kit/index.js';
import { isObject, type JsonObject, type Registry, type SourceRef } from '../../src/model/index.js';

interface Options {
  minLength: number;
  checkOutput: boolean;
}

/** How many `$ref`s in a row are followed looking for a description; cycles stop here too. */
const MAX_HOPS = 16;

export default defineRule({
  meta: {
    id: 'param-description-required',
    description: 'Every parameter, nested ones included, has a description.',
    recommended: 'info',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        minLength: {
          type: 'integer',
          minimum: 1,
          description: 'The fewest characters a description may have, leading and trailing spaces not counted.',
          default: 1,
        },
        checkOutput: {
          type: 'boolean',
          description: 'Also check the properties of output schemas.',
          default: false,
        },
      },
    },
    // A nested field without a description is information: its name and the description of the
    // parameter that holds it usually say what it is (`address.city`, `data[].value`), and an
    // API's resource shape often has dozens of them. A top-level parameter is what the model
    // reads first and fills in on its own.
    maxSeverity: { missingNested: 'info', missingPlain: 'info' },
    messages: {
      missing: 'Parameter "{{path}}" has no description: say what it is, its format and an example, since the model sees nothing else.',
      missingPlain:
        'Parameter "{{path}}" has no description: its name says what it is, but say its format, its default or what leaving it out does if any of those matters.',
      missingNested: 'Field "{{path}}" has no description: say what it holds unless its name and the description of the parameter that holds it already do.',
      tooShort: 'The description of parameter "{{path}}" has {{length}} characters; write at least {{minLength}}.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        if (visit.via !== 'properties' || underCondition(visit)) return;
        if (visit.role === 'output' && !options.checkOutput) return;
        // A property that can hold one value only (a union's discriminator, `{"const": "page_id"}`)
        // leaves the model nothing to choose, so nothing to describe.
        if (pinsOneValue(visit.node)) return;
        const description = describedAs(context.registry, visit);
        // An unresolvable `$ref` is ref-resolvable's to report; its description is unknown.
        if (description === null) return;
        const length = (description ?? '').trim().length;
        if (length === 0) {
          // An object whose every field is described tells the model what goes in it (`headers`
          // with its described keys, `pointA` with its latitude and longitude).
          if (describedByFields(visit.node)) return;
          // Inside another parameter, an item or a map's values: the walk's depth counts those
          // steps (a top-level parameter, even in a root `anyOf` branch, is at 1).
          const inner = visit.depth > 1;
          // A tool description that explains its parameters by name (a PARAMETERS list,
          // "`pattern` is a glob relative to …") has told the model what the schema does not.
          if (!inner && visit.propertyName !== undefined && documentedIn(describedText(visit.tool), visit.propertyName)) return;
          const messageId = inner ? 'missingNested' : plainName(visit) ? 'missingPlain' : 'missing';
          context.report({ messageId, data: { path: schemaPath(visit) } });
        } else if (length < options.minLength)
          context.report({ messageId: 'tooShort', data: { path: schemaPath(visit), length, minLength: options.minLength } });
      },
    };
  },
});

/**
 * Names every API uses for the same thing, for a value of one plain type: a model fills `owner`,
 * `repo`, `limit` or `page` right without a description (the readers of these findings called
 * them self-evident), though a format or a default may still be worth a line. Not `query`,
 * `path` or `name`: a query language, a relative or absolute path, a release or a chart name
 * are what readers found missing.
 */
const PLAIN_NAMES = new Set([
  'id',
  'title',
  'url',
  'uri',
  'limit',
  'offset',
  'page',
  'perpage',
  'pagesize',
  'cursor',
  'owner',
  'repo',
  'repository',
  'branch',
  'email',
  'timezone',
]);
const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

function plainName(visit: SchemaVisit): boolean {
  const name = visit.propertyName?.toLowerCase().replace(/[_-]/g, '');
  return name !== undefined && PLAIN_NAMES.has(name) && typeof visit.node.type === 'string' && SCALAR_TYPES.has(visit.node.type);
}

/**
 * Whether a tool's description writes the parameter's name where it explains it: in backticks
 * or quotes (`` `pattern` ``, "content"), or at the head of a line that defines it
 * (`- input: Text to send`, `**port** (number) - …`).
 */
function documentedIn(description: string | undefined, name: string): boolean {
  if (description === undefined || !description.includes(name)) return false;
  const n = escapeRegExp(name);
  const quoted = String.raw`\`${n}(?![\w-])|["“']${n}["”']`;
  const heading = String.raw`(?:^|\n)[ \t]*(?:[-*•][ \t]*|\d+[.)][ \t]*)?(?:\*\*)?${n}(?:\*\*)?[ \t]*(?:\([^)\n]*\))?[ \t]*[:：=—–-][ \t]`;
  return new RegExp(`${quoted}|${heading}`).test(description);
}

/**
 * An object, or a list of objects, whose fields all carry a description of their own (a field
 * that pins one value, a union's discriminator, needs none), at least one of them.
 */
function describedByFields(node: JsonObject): boolean {
  const object = isObject(node.items) ? node.items : node;
  const fields = object.properties;
  if (!isObject(fields)) return false;
  let described = 0;
  for (const key in fields) {
    const field = fields[key];
    if (!isObject(field)) return false;
    if (hasText(field.description) || (isObject(field.items) && hasText(field.items.description))) described++;
    else if (!pinsOneValue(field)) return false;
  }
  return described > 0;
}

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

interface Located {
  node: JsonObject;
  ref: SourceRef;
}

/**
 * The property's own description (for a list, its items' when it has none) or, for a property that only points elsewhere (`{$ref}` or
 * `{allOf: [{$ref}]}`), its target's. Undefined when there is none; null when a target could
 * not be resolved.
 */
function describedAs(registry: Registry, visit: SchemaVisit): string | undefined | null {
  let root = visit;
  while (root.parent) root = root.parent;
  let current: Located = { node: visit.node, ref: visit.ref };
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const own = current.node.description;
    if (typeof own === 'string' && own.trim() !== '') return own;
    // A list described on its items (`{type: array, items: {description}}`) is described: the
    // model reads that text where it reads the list's.
    const items = current.node.items;
    if (isObject(items) && typeof items.description === 'string' && items.description.trim() !== '') return items.description;
    const ref = pointsTo(current.node);
    if (ref === undefined) return typeof own === 'string' ? own : undefined;
    const target = resolveRef(registry, visit.tool, root.ref, current.ref, ref);
    if (!target || !isObject(target.node)) return null;
    current = { node: target.node, ref: target.ref };
  }
  return undefined;
}

/** The `$ref` of a schema that is only a reference, perhaps wrapped in a one-branch allOf. */
function pointsTo(node: JsonObject): string | undefined {
  if (typeof node.$ref === 'string') return node.$ref;
  const all = node.allOf;
  if (Array.isArray(all) && all.length === 1 && isObject(all[0]) && typeof all[0].$ref === 'string') return all[0].$ref;
  return undefined;
}
