import { defineRule } from '../../src/engine/index.js';
import {
  derefSchema,
  isObjectSchema,
  schemaPath,
  schemaTypes,
  rootVisit,
  underCondition,
  type ResolvedSchema,
  type SchemaVisit,
  toolLabel,
  fieldTypes,
  objectFields,
  resolveChild,
  variants,
} from '../../src/kit/index.js';
import { hasOwn, type JsonObject } from '../../src/model/index.js';

interface Options {
  errorFields: string[];
  requiredFields: string[];
  codeField: string;
  codePattern: string;
  retryableField: string;
  retryAfterField: string;
  fieldTypes: Record<string, string[]>;
}

const DEFAULTS: Options = {
  errorFields: ['error'],
  requiredFields: ['code', 'message', 'retryable'],
  codeField: 'code',
  codePattern: '^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$',
  retryableField: 'retryable',
  retryAfterField: 'retry_after_ms',
  fieldTypes: {
    code: ['string'],
    message: ['string'],
    retryable: ['boolean'],
    retry_after_ms: ['integer', 'number'],
    human_review: ['boolean'],
    fields: ['object', 'array'],
    approval_url: ['string'],
  },
};

const list = (items: string[]) => (items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const either = (types: string[]) => types.map((t) => `\`${t}\``).join(' or ');

/** True when a boolean field can never be true (`const: false`, `enum: [false]`). */
function alwaysFalse(node: JsonObject): boolean {
  if (hasOwn(node, 'const')) return node.const === false;
  return Array.isArray(node.enum) && node.enum.length > 0 && node.enum.every((v) => v === false);
}

export default defineRule({
  meta: {
    id: 'error-object-shape',
    description: 'A declared error object has a stable `code`, a `message` and `retryable`, with a retry delay when retrying helps.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        errorFields: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Names of the output fields that hold an error object.',
          default: DEFAULTS.errorFields,
        },
        requiredFields: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Fields every error object declares.',
          default: DEFAULTS.requiredFields,
        },
        codeField: {
          type: 'string',
          minLength: 1,
          description: 'The field holding the error code, whose `enum` or `const` values must match `codePattern`.',
          default: DEFAULTS.codeField,
        },
        codePattern: {
          type: 'string',
          minLength: 1,
          description: 'The pattern every declared error code matches (UPPER_SNAKE_CASE).',
          default: DEFAULTS.codePattern,
        },
        retryableField: {
          type: 'string',
          minLength: 1,
          description: 'The field saying whether retrying the call can succeed.',
          default: DEFAULTS.retryableField,
        },
        retryAfterField: {
          type: 'string',
          minLength: 1,
          description: 'The field saying how long to wait before a retry; needed when the error can be retryable.',
          default: DEFAULTS.retryAfterField,
        },
        fieldTypes: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 },
          description: 'The JSON types each field of an error object may have, when it is present.',
          default: DEFAULTS.fieldTypes,
        },
      },
    },
    messages: {
      notObject:
        'The error "{{path}}" of tool "{{name}}" is {{type}}, not an object: declare an object with a stable `code`, a `message` and `retryable`, so that a model can tell failures apart.',
      missingFields:
        'The error object "{{path}}" of tool "{{name}}" has no {{fields}}: a model needs a stable code, a message and whether retrying can help to recover from a failure.',
      codeCase:
        'The error codes of "{{path}}" in tool "{{name}}" include {{values}}, not written as `{{pattern}}`: use codes such as `NOT_FOUND`, which are compared as written.',
      fieldType: 'Field "{{path}}" of the error object of tool "{{name}}" is {{actual}}; declare it as {{expected}}.',
      untyped: 'Field "{{path}}" of the error object of tool "{{name}}" has no `type`: declare it as {{expected}} so that clients can rely on it.',
      retryAfterMissing:
        'The error object "{{path}}" of tool "{{name}}" can be retryable but has no `{{field}}`: say how many milliseconds to wait before retrying.',
    },
  },
  create(context, options: Options) {
    const { registry } = context;
    const errorFields = new Set(options.errorFields);
    const codePattern = new RegExp(options.codePattern, 'u');
    // A shared Error definition is checked once, for the first tool that uses it.
    const checked = new WeakSet<object>();

    const checkError = (visit: SchemaVisit, error: ResolvedSchema, path: string) => {
      const { tool } = visit;
      const name = toolLabel(tool);
      const schemaRoot = rootVisit(visit).ref;
      const fields = objectFields(registry, tool, error, schemaRoot);
      const missing = options.requiredFields.filter((f) => !fields.has(f));
      if (missing.length > 0)
        context.report({ messageId: 'missingFields', at: error.ref, tool, data: { path, name, fields: list(missing.map((f) => `\`${f}\``)) } });
      for (const [field, { node, ref }] of fields) {
        const expected = options.fieldTypes[field];
        if (!expected) continue;
        const types = fieldTypes(node);
        const data = { path: `${path}.${field}`, name, expected: either(expected) };
        if (types.length === 0) context.report({ messageId: 'untyped', at: ref, tool, data });
        // `integer` is a `number` too.
        else if (!types.some((t) => t === 'null' || expected.includes(t) || (t === 'integer' && expected.includes('number')))) {
          context.report({ messageId: 'fieldType', at: ref, tool, data: { ...data, actual: either(types) } });
        }
      }
      const code = fields.get(options.codeField);
      if (code) {
        const values = [...(Array.isArray(code.node.enum) ? code.node.enum : []), ...(hasOwn(code.node, 'const') ? [code.node.const] : [])];
        const bad = values.filter((v): v is string => typeof v === 'string' && !codePattern.test(v));
        if (bad.length > 0) {
          context.report({
            messageId: 'codeCase',
            at: code.ref,
            tool,
            data: { path: `${path}.${options.codeField}`, name, values: list(bad.slice(0, 5).map((v) => `"${v}"`)), pattern: options.codePattern },
          });
        }
      }
      const retryable = fields.get(options.retryableField);
      if (retryable && !alwaysFalse(retryable.node) && !fields.has(options.retryAfterField)) {
        context.report({ messageId: 'retryAfterMissing', at: error.ref, tool, data: { path, name, field: options.retryAfterField } });
      }
    };

    return {
      schema(visit) {
        if (visit.role !== 'output' || visit.via !== 'properties' || !errorFields.has(visit.propertyName ?? '') || underCondition(visit)) return;
        const schemaRoot = rootVisit(visit).ref;
        let resolved = derefSchema(registry, visit.tool, visit.node, visit.ref, schemaRoot);
        if (!resolved) return;
        let path = schemaPath(visit);
        // `errors: [...]`: each item is an error object.
        if (schemaTypes(resolved.node).includes('array')) {
          resolved = resolveChild(registry, visit.tool, resolved.node.items, resolved.ref, schemaRoot, 'items');
          path += '[]';
        }
        if (!resolved) return;
        for (const { schema } of variants(registry, visit.tool, resolved, schemaRoot)) {
          if (checked.has(schema.node)) continue;
          checked.add(schema.node);
          if (!isObjectSchema(schema.node)) {
            const types = schemaTypes(schema.node).filter((t) => t !== 'null');
            // A schema that says nothing of its type may be anything.
            if (types.length > 0) context.report({ messageId: 'notObject', at: schema.ref, data: { path, name: toolLabel(visit.tool), type: either(types) } });
            continue;
          }
          checkError(visit, schema, path);
        }
      },
    };
  },
});
