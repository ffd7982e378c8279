import { defineRule } from '../../src/engine/index.js';
import { schemaTypes, findArgument, toolArguments } from '../../src/kit/index.js';
import { isObject, REMOVAL_VERBS, TOOL_KINDS, type Tool } from '../../src/model/index.js';

interface Options {
  name: string;
  aliases: string[];
  minLength: number;
  required: boolean;
  kinds: string[];
  trustIdempotentHint: boolean;
  idempotentMethods: string[];
  idempotentVerbs: string[];
}

const DEFAULTS: Options = {
  name: 'idempotency_key',
  aliases: ['idempotencyKey', 'Idempotency-Key', 'X-Idempotency-Key'],
  minLength: 16,
  required: false,
  kinds: ['write', 'destructive'],
  trustIdempotentHint: true,
  idempotentMethods: ['PUT', 'DELETE'],
  idempotentVerbs: [
    'set',
    'update',
    'put',
    'replace',
    'upsert',
    'scroll',
    'click',
    'navigate',
    'hover',
    'type',
    'select',
    'press',
    'enable',
    'disable',
    'open',
    'close',
    ...REMOVAL_VERBS,
    'unset',
    'revoke',
    'cancel',
    'archive',
  ],
};

/** Whether calling the tool twice is already harmless, as its annotations, name or HTTP method say. */
function idempotentAlready(tool: Tool, verb: string | undefined, options: Options): boolean {
  if (options.trustIdempotentHint && isObject(tool.annotations) && tool.annotations.idempotentHint === true) return true;
  if (verb !== undefined && options.idempotentVerbs.some((v) => v.toLowerCase() === verb)) return true;
  const methods = options.idempotentMethods.map((m) => m.toUpperCase());
  return tool.http !== undefined && methods.includes(tool.http.method.toUpperCase());
}

export default defineRule({
  meta: {
    id: 'write-tool-idempotency-key',
    description: 'Write and destructive tools take a described idempotency key of at least 16 characters, so a retried call is not applied twice.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1, description: 'The name of the idempotency key parameter, used in the message.', default: DEFAULTS.name },
        aliases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Other names accepted for the key. Names are compared without case, `-` or `_`.',
          default: DEFAULTS.aliases,
        },
        minLength: {
          type: 'integer',
          minimum: 1,
          description: 'The `minLength` the key must declare at least, so it cannot be a guessable counter.',
          default: 16,
        },
        required: { type: 'boolean', description: 'Report a key that is optional.', default: false },
        kinds: {
          type: 'array',
          items: { type: 'string', enum: [...TOOL_KINDS] },
          description: 'The tool kinds that need a key; add `unknown` to check tools whose kind cannot be told.',
          default: DEFAULTS.kinds,
        },
        trustIdempotentHint: { type: 'boolean', description: 'Skip tools whose MCP annotations say `idempotentHint: true`.', default: true },
        idempotentMethods: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'HTTP methods that are idempotent by definition; tools made from operations with these methods are skipped.',
          default: DEFAULTS.idempotentMethods,
        },
        idempotentVerbs: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Verbs of tools whose effect is the same however often they run (`set`, `update`, UI actions such as `scroll`); such tools are skipped.',
          default: DEFAULTS.idempotentVerbs,
        },
      },
    },
    messages: {
      missing:
        'Tool "{{name}}" {{changes}} but takes no idempotency key: add a described string parameter `{{param}}` with `minLength: {{minLength}}`, so a retried call is recognised and not applied twice.',
      notString:
        'The idempotency key "{{param}}" of tool "{{name}}" is not a string: make it `type: string` with `minLength: {{minLength}}`, so any unique token (a UUID, say) fits.',
      tooShort:
        'The idempotency key "{{param}}" of tool "{{name}}" {{length}}: set `minLength: {{minLength}}` (or `format: uuid`) so that keys are unique, not counters.',
      undescribed:
        'The idempotency key "{{param}}" of tool "{{name}}" has no description: say that it must be a fresh unique value per logical operation and reused on retries.',
      notRequired: 'The idempotency key "{{param}}" of tool "{{name}}" is optional: list it in `required` so no call goes without one.',
    },
  },
  create(context, options: Options) {
    const names = [options.name, ...options.aliases];
    return {
      tool(tool) {
        const { kind, verb } = context.view.action(tool);
        if (!options.kinds.includes(kind) || idempotentAlready(tool, verb, options)) return;
        const name = tool.name;
        const key = findArgument(toolArguments(context.registry, tool), names);
        if (!key) {
          const changes = kind === 'destructive' ? 'has effects that a repeated call repeats' : kind === 'write' ? 'changes things' : 'may change things';
          context.report({
            messageId: 'missing',
            at: tool.refs.name ?? tool.source,
            data: { name, changes, param: options.name, minLength: options.minLength },
          });
          return;
        }
        const data = { name, param: key.name, minLength: options.minLength };
        if (!schemaTypes(key.node).includes('string')) {
          context.report({ messageId: 'notString', at: key.schemaRef, data });
        } else if (key.node.format !== 'uuid') {
          const declared = key.node.minLength;
          if (typeof declared !== 'number' || declared < options.minLength) {
            const length = typeof declared === 'number' ? `has \`minLength: ${declared}\`` : 'has no `minLength`';
            context.report({ messageId: 'tooShort', at: key.schemaRef, data: { ...data, length } });
          }
        }
        if (key.description === undefined) context.report({ messageId: 'undescribed', at: key.ref, data });
        if (options.required && !key.required) context.report({ messageId: 'notRequired', at: key.ref, data });
      },
    };
  },
});
