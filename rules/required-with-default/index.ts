import { defineRule } from '../../src/engine/index.js';
import { excerpt, schemaPath, underCondition } from '../../src/kit/index.js';
import { hasOwn } from '../../src/model/index.js';

interface Options {
  ignoreStrict: boolean;
}

export default defineRule({
  meta: {
    id: 'required-with-default',
    description: 'A parameter is either required or has a `default`, not both.',
    recommended: 'info',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ignoreStrict: {
          type: 'boolean',
          description:
            "Skip tools with `strict: true`: OpenAI's strict mode makes every property required, so a default there only documents what the tool does with `null`.",
          default: true,
        },
      },
    },
    messages: {
      requiredWithDefault:
        'Parameter "{{path}}" is required and has a default ({{value}}), which is then never used: drop it from `required` if the default is what a caller usually wants, or drop the `default`.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        const { node, tool } = visit;
        if (visit.role !== 'input' || !visit.required || !hasOwn(node, 'default') || underCondition(visit)) return;
        if (options.ignoreStrict && tool.meta.strict === true) return;
        const value = excerpt(JSON.stringify(node.default) ?? String(node.default), 40);
        context.report({ messageId: 'requiredWithDefault', data: { path: schemaPath(visit), value } });
      },
    };
  },
});
