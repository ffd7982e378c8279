import { defineRule } from '../../src/engine/index.js';
import { findArgument, toolArguments } from '../../src/kit/index.js';

interface Options {
  confirmNames: string[];
  dryRunNames: string[];
  includeUnknown: boolean;
}

const DEFAULTS: Options = {
  confirmNames: ['confirm', 'confirmed', 'confirmation', 'user_confirmed'],
  dryRunNames: ['dry_run'],
  includeUnknown: false,
};

const quoted = (names: string[]) => names.map((n) => `\`${n}\``).join(', ');

export default defineRule({
  meta: {
    id: 'destructive-tool-confirmation',
    description: 'Destructive tools take a required confirmation parameter or a `dry_run`, so the model cannot do irreversible things in passing.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        confirmNames: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Names of a confirmation parameter, which must be required (compared without case, `-` or `_`).',
          default: DEFAULTS.confirmNames,
        },
        dryRunNames: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Names of a dry-run parameter, which may be optional.',
          default: DEFAULTS.dryRunNames,
        },
        includeUnknown: {
          type: 'boolean',
          description: 'Also check tools whose kind cannot be told from metadata, annotations, HTTP method or name.',
          default: false,
        },
      },
    },
    messages: {
      missing:
        'Tool "{{name}}" is destructive but takes neither a confirmation ({{confirm}}) nor a dry run ({{dryRun}}): add a required `{{first}}` the caller sets only after the user agreed, or a `dry_run` that shows what would change.',
      optional: 'The confirmation "{{param}}" of tool "{{name}}" is optional, so a call without it goes ahead: list it in `required`.',
    },
  },
  create(context, options: Options) {
    return {
      tool(tool) {
        const { kind } = context.view.action(tool);
        if (kind !== 'destructive' && !(options.includeUnknown && kind === 'unknown')) return;
        const args = toolArguments(context.registry, tool);
        if (findArgument(args, options.dryRunNames)) return;
        const confirm = findArgument(args, options.confirmNames);
        const name = tool.name;
        if (!confirm) {
          const data = { name, confirm: quoted(options.confirmNames), dryRun: quoted(options.dryRunNames), first: options.confirmNames[0] ?? 'confirm' };
          context.report({ messageId: 'missing', at: tool.refs.name ?? tool.source, data });
        } else if (!confirm.required) {
          context.report({ messageId: 'optional', at: confirm.ref, data: { name, param: confirm.name } });
        }
      },
    };
  },
});
