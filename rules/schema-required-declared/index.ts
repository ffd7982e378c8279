import { defineRule, writtenAt } from '../../src/engine/index.js';
import { derefSchema, findPhrase, isObjectSchema, underCondition, type SchemaVisit, declaredTypes, showValue, where } from '../../src/kit/index.js';
import { getAtPointer, hasOwn, isObject, joinPointer, type JsonObject, type Registry } from '../../src/model/index.js';
import { accepts, branchesRequire, declaredNames, familyRequires } from './names.js';

interface Options {
  requireList: boolean;
  exemptAllDefaults: boolean;
  optionalPhrases: string[];
  checkOutput: boolean;
}

/**
 * Properties whose description says what happens when they are left out count as having a
 * default: "If not provided, uses the authenticated user" is one, in prose.
 */
const OPTIONAL_PHRASES = [
  'optional',
  'optionally',
  'if not provided',
  'if not specified',
  'if not set',
  'if not given',
  'if omitted',
  'when omitted',
  'when not provided',
  'omit',
  'omitted',
  'leave empty',
  'leave blank',
  'default',
  'defaults',
  'by default',
  '可选',
  '选填',
  '非必填',
  '默认',
  '不填',
  '留空',
  '若不提供',
  '如不提供',
  '不传',
  '可選',
  '選填',
  '預設',
  '默認',
  '若未提供',
  '如未提供',
  '不傳',
];

/** True when the list names, each once, properties the node declares itself (a short list; a long one is checked the full way). */
function namesOwnProperties(node: JsonObject, list: unknown[]): boolean {
  const props = node.properties;
  if (!isObject(props) || list.length > 16) return false;
  for (let i = 0; i < list.length; i++) {
    const name = list[i];
    if (typeof name !== 'string' || !hasOwn(props, name) || list.indexOf(name) !== i) return false;
  }
  return true;
}

/** True when every property has a default (following `$ref`s), in a keyword or in words: nothing is left for `required` to say. */
function allDefaulted(registry: Registry, visit: SchemaVisit, properties: Record<string, unknown>, phrases: string[]): boolean {
  let root = visit;
  while (root.parent) root = root.parent;
  return Object.entries(properties).every(([name, value]) => {
    if (!isObject(value)) return false;
    const at = registry.nodeRefs.get(value) ?? { file: visit.ref.file, pointer: joinPointer(visit.ref.pointer, 'properties', name) };
    const target = derefSchema(registry, visit.tool, value, at, root.ref)?.node ?? value;
    if (hasOwn(value, 'default') || hasOwn(target, 'default')) return true;
    const description = typeof value.description === 'string' ? value.description : target.description;
    return typeof description === 'string' && findPhrase(description, phrases) !== undefined;
  });
}

/**
 * A root the loader built from a list of arguments (OpenAPI parameters, Docker `arguments`):
 * each argument carries its own required flag, and there is no `required` list the user could
 * write. Such a node is not the value written at the place it points to.
 */
function builtRoot(registry: Registry, visit: SchemaVisit): boolean {
  if (visit.via !== 'root') return false;
  const doc = registry.documents.get(visit.ref.file);
  try {
    return !doc || getAtPointer(doc.value, visit.ref.pointer) !== visit.node;
  } catch {
    return true;
  }
}

export default defineRule({
  meta: {
    id: 'schema-required-declared',
    description: 'Objects with properties say which are required, and `required` names only declared properties, once each.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        requireList: {
          type: 'boolean',
          description: 'Report objects with properties but no `required` list; with false only the names in existing lists are checked.',
          default: true,
        },
        exemptAllDefaults: {
          type: 'boolean',
          description:
            'Accept an object without `required` when every one of its properties has a default, as a keyword or in its description (see optionalPhrases).',
          default: true,
        },
        optionalPhrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Phrases that, in a property\'s description, say what happens when it is left out ("if not provided", "默认", "預設"); [] counts only `default` keywords.',
          default: OPTIONAL_PHRASES,
        },
        checkOutput: {
          type: 'boolean',
          description: 'Also check output schemas.',
          default: false,
        },
      },
    },
    recommendedOptions: { requireList: false },
    maxSeverity: { missing: 'warn', unknown: 'warn', duplicate: 'warn', booleanFlag: 'warn' },
    fixable: true,
    messages: {
      missing:
        'No `required` list in {{where}}, which has properties: list the ones the tool cannot do without, or write `required: []` when all are optional.',
      unknown: 'The `required` list of {{where}} names "{{name}}", which is not among its properties: declare it with a type and description, or fix the name.',
      unsatisfiable:
        'The `required` list of {{where}} names "{{name}}", which is not among its properties and which `additionalProperties: false` rejects, so no call can pass: declare it, or fix the name.',
      duplicate: 'The `required` list of {{where}} names "{{name}}" more than once: list each name once.',
      notName: 'The `required` list of {{where}} holds {{value}}, which is not a property name: list names as strings.',
      notList: 'The `required` of {{where}} is {{value}}, not a list of names: list the required property names in an array.',
      booleanFlag:
        '`required: {{value}}` on {{where}} is not JSON Schema and is ignored: list "{{name}}" in the `required` array of the object that holds it instead, or leave it out when optional.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        const { node, ref } = visit;
        if (underCondition(visit) || (visit.role === 'output' && !options.checkOutput)) return;
        const at = (...segments: Array<string | number>) => ({ file: ref.file, pointer: joinPointer(ref.pointer, 'required', ...segments) });
        const types = declaredTypes(node);
        const objectLike = types ? types.has('object') : isObjectSchema(node);
        if (!hasOwn(node, 'required')) {
          const props = node.properties;
          if (!options.requireList || !objectLike || !isObject(props) || Object.keys(props).length === 0) return;
          if (builtRoot(context.registry, visit) || familyRequires(visit) || branchesRequire(node)) return;
          const defaulted = allDefaulted(context.registry, visit, props, options.optionalPhrases);
          if (options.exemptAllDefaults && defaulted) return;
          // Only when every property has a default is it certain that none is required.
          const fix =
            defaulted && writtenAt(context.registry, node, ref) ? { pointer: ref.pointer, op: 'set' as const, key: 'required', value: [] } : undefined;
          return context.report({ messageId: 'missing', data: { where: where(visit) }, fix });
        }
        const list = node.required;
        if (!Array.isArray(list)) {
          const value = showValue(list);
          if (typeof list === 'boolean' && visit.via === 'properties' && visit.propertyName !== undefined) {
            return context.report({ messageId: 'booleanFlag', at: at(), data: { where: where(visit), value, name: visit.propertyName } });
          }
          return context.report({ messageId: 'notList', at: at(), data: { where: where(visit), value } });
        }
        // `required` on a string or a number is keyword-type-applicable's to report.
        if (hasOwn(node, 'type') && !objectLike) return;
        // Most lists name, once each, properties the node itself declares: nothing to look further for.
        if (namesOwnProperties(node, list)) return;
        const declared = declaredNames(context.registry, visit);
        const closed = node.additionalProperties === false || node.unevaluatedProperties === false;
        const seen = new Set<string>();
        // Each repeated name, and each value that is no name, is reported once, at its first
        // repeat: a list of the same name 600,000 times is one problem, not 600,000 findings.
        const repeated = new Set<string>();
        const once = (key: string) => {
          if (repeated.has(key)) return false;
          repeated.add(key);
          return true;
        };
        list.forEach((name, i) => {
          if (typeof name !== 'string') {
            const value = showValue(name);
            return once(`\u0000${value}`) ? context.report({ messageId: 'notName', at: at(i), data: { where: where(visit), value } }) : undefined;
          }
          if (seen.has(name)) return once(name) ? context.report({ messageId: 'duplicate', at: at(i), data: { where: where(visit), name } }) : undefined;
          seen.add(name);
          if (accepts(declared, name)) return;
          context.report({ messageId: closed ? 'unsatisfiable' : 'unknown', at: at(i), data: { where: where(visit), name } });
        });
      },
    };
  },
});
