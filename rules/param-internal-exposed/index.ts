import { defineRule } from '../../src/engine/index.js';
import { isParameter, keptFor, schemaPath, underCondition, nameMatcher, toolLabel } from '../../src/kit/index.js';

interface Options {
  names: string[];
  credentials: string[];
  underscore: boolean;
  allow: string[];
}

const DEFAULT_NAMES = [
  'trace_id',
  '*_trace_id',
  'traceparent',
  'tracestate',
  'span_id',
  '*_span_id',
  'tenant_id',
  '*_tenant_id',
  'correlation_id',
  '*_correlation_id',
  'x_request_id',
  'debug',
  'debug_*',
  '*_debug',
  'internal_*',
];
const DEFAULT_CREDENTIALS = [
  'api_key',
  '*_api_key',
  'apikey',
  'access_token',
  '*_access_token',
  'auth_token',
  'bearer_token',
  'client_secret',
  'secret_key',
  '*_secret_key',
  'private_key',
  'x_api_key',
];

/**
 * Generated clients escape parameters named like a reserved word with an underscore (`_from`,
 * `_class`): those are arguments, not private fields.
 */
const RESERVED = new Set([
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'def',
  'default',
  'del',
  'delete',
  'do',
  'elif',
  'else',
  'enum',
  'except',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'from',
  'function',
  'global',
  'if',
  'import',
  'in',
  'instanceof',
  'is',
  'lambda',
  'let',
  'new',
  'none',
  'nonlocal',
  'not',
  'null',
  'or',
  'pass',
  'raise',
  'return',
  'static',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'type',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'id',
  'filter',
  'format',
  'input',
  'list',
  'map',
  'object',
  'range',
  'set',
  'str',
  'sum',
  'max',
  'min',
  'all',
  'any',
  'dir',
  'hash',
  'help',
  'iter',
  'len',
  'next',
  'open',
  'print',
]);

/** The name matchers per options object, which the engine keeps for the whole run: parameter names repeat across files too. */
const matchersByOptions = new WeakMap<Options, { plumbing: (name: string) => string | undefined; credential: (name: string) => string | undefined }>();

export default defineRule({
  meta: {
    id: 'param-internal-exposed',
    description: 'Plumbing such as trace ids, tenant ids, debug switches, credentials and `_private` fields is kept out of the schema the model sees.',
    // A tool that registers a key or checks a tenant takes them as its subject: advice, not a defect.
    recommended: 'info',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        names: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Globs of plumbing parameter names (`*` for any run; compared as snake_case, so `traceId` matches `trace_id`).',
          default: DEFAULT_NAMES,
        },
        credentials: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Globs of parameter names that carry a credential.',
          default: DEFAULT_CREDENTIALS,
        },
        underscore: {
          type: 'boolean',
          description: 'Report names that start with `_`.',
          default: true,
        },
        allow: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Parameter names accepted as written, for a model that really must choose them.',
          default: [],
        },
      },
    },
    messages: {
      plumbing:
        'Parameter "{{path}}" of "{{tool}}" looks like plumbing ("{{match}}"): set it on the server from the request context, headers or configuration, and take it out of the schema the model sees.',
      credential:
        'Parameter "{{path}}" of "{{tool}}" asks the model for a credential ("{{match}}"): inject it on the server from configuration; a model can only invent it or leak it.',
      underscore:
        'Parameter "{{path}}" of "{{tool}}" starts with "_", the mark of an internal field: fill it on the server and take it out of the schema, or rename it if the model is meant to set it.',
    },
  },
  create(context, options: Options) {
    // nameMatcher remembers what each name matched.
    const { plumbing, credential } = keptFor(matchersByOptions, options, () => ({
      plumbing: nameMatcher(options.names),
      credential: nameMatcher(options.credentials),
    }));
    const allow = new Set(options.allow);
    return {
      schema(visit) {
        if (visit.role !== 'input' || !isParameter(visit) || underCondition(visit)) return;
        const name = visit.propertyName!;
        if (allow.has(name)) return;
        // Made only for a finding: most parameters have none.
        const data = () => ({ path: schemaPath(visit), tool: toolLabel(visit.tool) });
        const secret = credential(name);
        if (secret) {
          context.report({ messageId: 'credential', data: { ...data(), match: secret } });
          return;
        }
        const internal = plumbing(name);
        if (internal) context.report({ messageId: 'plumbing', data: { ...data(), match: internal } });
        else if (options.underscore && /^_[^_]/.test(name) && !RESERVED.has(name.slice(1).toLowerCase()))
          context.report({ messageId: 'underscore', data: data() });
      },
    };
  },
});
