import { defineRule, writtenAt } from '../../src/engine/index.js';
import { isObjectSchema, schemaPath, targetsAccept, underCondition, type SchemaVisit } from '../../src/kit/index.js';
import { hasOwn, isObject } from '../../src/model/index.js';

interface Options {
  checkOutput: boolean;
  allowSchema: boolean;
}

/** An allOf branch, directly or through the `$ref`s that stand for it. */
function branchOfAllOf(visit: SchemaVisit): boolean {
  let v: SchemaVisit | undefined = visit;
  while (v && v.via === '$ref') v = v.parent;
  return v?.via === 'allOf';
}

/**
 * Keywords through which other schemas may add properties: with one of them, closing this
 * object could reject a property a branch allows, so `additionalProperties: false` is no
 * certain fix there.
 */
const ADDS_PROPERTIES = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependentSchemas', 'dependencies', '$ref', '$dynamicRef'];

/** A branch of an `anyOf`/`oneOf` whose holder lists properties: closing it would reject those. */
function branchBesideProperties(visit: SchemaVisit): boolean {
  let v: SchemaVisit | undefined = visit;
  while (v && v.via === '$ref') v = v.parent;
  if (!v || (v.via !== 'anyOf' && v.via !== 'oneOf') || !v.parent) return false;
  return hasOwn(v.parent.node, 'properties') || hasOwn(v.parent.node, 'patternProperties');
}

function where(visit: SchemaVisit): string {
  const path = schemaPath(visit);
  return path === '' ? `the ${visit.role} schema` : `object "${path}"`;
}

export default defineRule({
  meta: {
    id: 'schema-additional-properties',
    description: 'Object schemas say `additionalProperties: false`, so unknown arguments are rejected.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkOutput: {
          type: 'boolean',
          description: 'Also check output schemas (off by default: a result may gain fields without breaking callers).',
          default: false,
        },
        allowSchema: {
          type: 'boolean',
          description: 'Accept `additionalProperties: {schema}`, an explicit map whose values that schema checks.',
          default: true,
        },
      },
    },
    fixable: true,
    messages: {
      missing: 'Set `additionalProperties: false` in {{where}} so that arguments it does not name are rejected.',
      open: '`additionalProperties` in {{where}} accepts any extra key; set it to `false`.',
      map: '`additionalProperties` in {{where}} is a schema, so extra keys are accepted; set it to `false` and list the properties.',
      composed: 'Set `unevaluatedProperties: false` in {{where}}: its properties come from `allOf`, which `additionalProperties` does not see.',
      freeForm:
        'No properties are declared in {{where}}, so any keys are accepted: list them under `properties` with `additionalProperties: false`, or give `additionalProperties` a schema if it is a map.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        const { node } = visit;
        if (visit.role === 'output' && !options.checkOutput) return;
        if (!isObjectSchema(node) || underCondition(visit)) return;
        // Closing one branch of an allOf rejects the properties the other branches add; the
        // schema holding the allOf is the one to close (with `unevaluatedProperties: false`).
        if (branchOfAllOf(visit)) return;
        if (node.unevaluatedProperties === false) return;
        // A selected target that rejects the keyword (Gemini's OpenAPI subset) wins: asking for
        // it, or writing it as a fix, would make the definition worse.
        if (!targetsAccept(context.targets, visit.tool, visit.role, 'additionalProperties')) return;
        const data = { where: where(visit) };
        if (!hasOwn(node, 'additionalProperties')) {
          const declares = hasOwn(node, 'properties') || hasOwn(node, 'patternProperties');
          const messageId = Array.isArray(node.allOf) ? 'composed' : declares ? 'missing' : 'freeForm';
          // With no property listed, closing would accept only `{}`: that is for the author to say.
          const lists = [node.properties, node.patternProperties].some((p) => isObject(p) && Object.keys(p).length > 0);
          const certain =
            messageId === 'missing' &&
            lists &&
            !ADDS_PROPERTIES.some((k) => hasOwn(node, k)) &&
            !branchBesideProperties(visit) &&
            writtenAt(context.registry, node, visit.ref);
          const fix = certain ? { pointer: visit.ref.pointer, op: 'set' as const, key: 'additionalProperties', value: false } : undefined;
          context.report({ messageId, data, fix });
          return;
        }
        const extra = node.additionalProperties;
        if (extra === false) return;
        // `{}` accepts anything, exactly like `true`. On an object that declares no property it
        // is said on purpose: a free-form map (`metadata`, `headers`), not an object left open.
        if (extra === true || (isObject(extra) && Object.keys(extra).length === 0)) {
          const declares = [node.properties, node.patternProperties].some((p) => isObject(p) && Object.keys(p).length > 0);
          if (declares) context.report({ messageId: 'open', data });
        } else if (isObject(extra) && !options.allowSchema) {
          context.report({ messageId: 'map', data });
        }
      },
    };
  },
});
