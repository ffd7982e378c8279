import { defineRule } from '../../src/engine/index.js';
import { isParameter, schemaPath, underCondition, showValue, typeOfValue } from '../../src/kit/index.js';
import { hasOwn, type JsonObject } from '../../src/model/index.js';

interface Options {
  keywords: string[];
  checkOutput: boolean;
}

const DEFAULT_KEYWORDS = ['type', 'enum', 'const', '$ref', '$dynamicRef', '$recursiveRef', 'anyOf', 'oneOf', 'allOf', 'not'];

/** Keywords that only make sense for one type, so they tell which type was meant. */
const HINTS: Array<[string, string[]]> = [
  ['object', ['properties', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties']],
  ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']],
  ['string', ['minLength', 'maxLength', 'pattern', 'format']],
  ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
];

/** OpenAPI's number formats, which would otherwise read as a string's `format`. */
const NUMBER_FORMATS = new Map([
  ['int32', 'integer'],
  ['int64', 'integer'],
  ['float', 'number'],
  ['double', 'number'],
]);

/** "Must be a string", "as a JSON object": a description that gives the one type to send. */
const STATED_TYPE = /\b(?:must be|should be|as) an? (?:json )?(string|number|integer|boolean|array|object)\b/i;

function statedType(node: JsonObject): { type: string; evidence: string } | undefined {
  const stated = typeof node.description === 'string' ? STATED_TYPE.exec(node.description) : null;
  return stated ? { type: stated[1].toLowerCase(), evidence: `its description ("${stated[0]}")` } : undefined;
}

/** The type the rest of the schema points to, and what points to it: its default, a keyword, or its description. */
function likelyType(node: JsonObject): { type: string; evidence: string } | undefined {
  if (hasOwn(node, 'default') && node.default !== null) return { type: typeOfValue(node.default), evidence: `its default ${showValue(node.default)}` };
  const stated = statedType(node);
  if (stated) return stated;
  const format = typeof node.format === 'string' ? NUMBER_FORMATS.get(node.format) : undefined;
  if (format) return { type: format, evidence: `\`format: ${String(node.format)}\`` };
  for (const [type, keywords] of HINTS) {
    const k = keywords.find((x) => hasOwn(node, x));
    if (k) return { type, evidence: `\`${k}\`` };
  }
  return undefined;
}

/** "any JSON value", "any type", "value of any type": a description saying no type applies. */
const ANY_VALUE = /\bany (?:json )?(?:value|type)\b|\bof any type\b/i;

const TYPE_WORD = '(?:an?\\s+)?(?:numeric\\s+|json\\s+)?(?:string|number|integer|boolean|array|object|list|null)s?\\b';
/**
 * "a string or a number", "string, number, or a Boolean", "number or numeric string": a
 * description that lists the types a parameter takes says what to send, as `type: [...]` would.
 */
const TYPE_LIST = new RegExp(`\\b${TYPE_WORD}(?:\\s*,\\s*${TYPE_WORD})*\\s*,?\\s*or\\s+${TYPE_WORD}`, 'i');

/**
 * `value`, `values`, `compare_value`, `highValue`: the value of a field, a flag or a patch, whose
 * type is the type of what it sets and so is often open on purpose (JSON Patch's `value`).
 */
const VALUE_NAME = /^values?$|[_-]values?$|[a-z]Values?$/;

export default defineRule({
  meta: {
    id: 'param-type-required',
    description: 'Every parameter declares its type, or an `enum`, `const`, `$ref` or composition that gives it one.',
    recommended: 'warn',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        keywords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'The keywords any one of which counts as declaring what a parameter is.',
          default: DEFAULT_KEYWORDS,
        },
        checkOutput: {
          type: 'boolean',
          description: 'Also check the properties of output schemas.',
          default: false,
        },
      },
    },
    messages: {
      missing: 'Parameter "{{path}}" declares no type: add `type` (or an `enum`, `const` or `$ref`) so the model knows what value to send.',
      inferred: 'Parameter "{{path}}" declares no type, though {{evidence}} suggests {{type}}: add `type: {{type}}`.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        if (!isParameter(visit) || underCondition(visit)) return;
        if (visit.role === 'output' && !options.checkOutput) return;
        const { node } = visit;
        if (options.keywords.some((k) => hasOwn(node, k))) return;
        // A parameter documented as taking any value leaves out `type` on purpose.
        if (typeof node.description === 'string' && (ANY_VALUE.test(node.description) || TYPE_LIST.test(node.description))) return;
        // A value that takes the type of what it sets is open on purpose (JSON Patch's `value`,
        // a feature flag's variations, a filter's `compare_value` with a default of []): a type
        // would only restrict it, unless its description names the one it takes.
        const open = VALUE_NAME.test(visit.propertyName ?? '');
        const likely = open ? statedType(node) : likelyType(node);
        if (likely) context.report({ messageId: 'inferred', data: { path: schemaPath(visit), ...likely } });
        else if (!open) context.report({ messageId: 'missing', data: { path: schemaPath(visit) } });
      },
    };
  },
});
