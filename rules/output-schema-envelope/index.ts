import { defineRule } from '../../src/engine/index.js';
import { derefSchema, isObjectSchema, schemaTypes, toolLabel, objectFields, outputRootRef, variants } from '../../src/kit/index.js';
import { isObject } from '../../src/model/index.js';

interface Options {
  statusField: string;
  dataField: string;
  errorField: string;
}

const ENVELOPE_DEFAULTS: Options = { statusField: 'status', dataField: 'data', errorField: 'error' };

export default defineRule({
  meta: {
    id: 'output-schema-envelope',
    description: 'Output schemas share one envelope for success and failure: a `status` with `data` or `error`.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        statusField: {
          type: 'string',
          minLength: 1,
          description: 'The field every result has, saying whether the call succeeded.',
          default: ENVELOPE_DEFAULTS.statusField,
        },
        dataField: {
          type: 'string',
          minLength: 1,
          description: 'The field holding the result of a call that succeeded.',
          default: ENVELOPE_DEFAULTS.dataField,
        },
        errorField: { type: 'string', minLength: 1, description: 'The field holding the error of a call that failed.', default: ENVELOPE_DEFAULTS.errorField },
      },
    },
    messages: {
      notObject:
        'The output schema of tool "{{name}}" is {{type}}, not an object: return an object with `{{status}}`, and the result under `{{data}}`, so that success and failure look alike.',
      missingStatus:
        'The output of tool "{{name}}"{{where}} has no `{{status}}` field: give every result `{{status}}`, with `{{data}}` on success and `{{error}}` on failure, so that a model reads every tool\'s results one way.',
      missingPayload:
        'The output of tool "{{name}}"{{where}} has `{{status}}` but neither `{{data}}` nor `{{error}}`: put the result under `{{data}}` and a failure under `{{error}}`.',
    },
  },
  create(context, options: Options) {
    const { registry } = context;
    const names = { status: options.statusField, data: options.dataField, error: options.errorField };
    return {
      tool(tool) {
        const rootRef = outputRootRef(registry, tool);
        if (!rootRef || !isObject(tool.outputSchema)) return;
        const root = derefSchema(registry, tool, tool.outputSchema, rootRef, rootRef);
        // An unresolvable `$ref` is ref-resolvable's to report; its shape is unknown.
        if (!root) return;
        const name = toolLabel(tool);
        for (const { schema, branch } of variants(registry, tool, root, rootRef)) {
          const where = branch ? ` (\`${branch}\`)` : '';
          const types = schemaTypes(schema.node);
          if (!isObjectSchema(schema.node)) {
            // A schema that says nothing of its type (`{}`) may be anything; only a declared
            // non-object is reported.
            if (types.length > 0) context.report({ messageId: 'notObject', at: schema.ref, data: { name, type: types.join(' or '), ...names } });
            continue;
          }
          const fields = objectFields(registry, tool, schema, rootRef);
          if (!fields.has(options.statusField)) context.report({ messageId: 'missingStatus', at: schema.ref, data: { name, where, ...names } });
          else if (!fields.has(options.dataField) && !fields.has(options.errorField))
            context.report({ messageId: 'missingPayload', at: schema.ref, data: { name, where, ...names } });
        }
      },
    };
  },
});
