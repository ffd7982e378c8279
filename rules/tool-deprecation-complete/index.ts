import { defineRule } from '../../src/engine/index.js';
import { metaField, parseIsoDate, shown } from '../../src/kit/index.js';
import type { Tool } from '../../src/model/index.js';

interface Options {
  sunsetKeys: string[];
  replacementKeys: string[];
  replacementMustExist: boolean;
}

const DEFAULTS: Options = {
  sunsetKeys: ['sunset_date', 'sunset'],
  replacementKeys: ['replacement', 'replaced_by', 'superseded_by'],
  replacementMustExist: true,
};

const DAY = 24 * 60 * 60 * 1000;

const isDeprecated = (tool: Tool): boolean => metaField(tool, ['deprecated'])?.value === true;

export default defineRule({
  meta: {
    id: 'tool-deprecation-complete',
    description: 'A deprecated tool gives an ISO 8601 sunset date that has not passed and a replacement that exists and is not deprecated.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        sunsetKeys: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Fields that hold the sunset date, first found wins (compared without case, `-`, `_` or a leading `x-`).',
          default: DEFAULTS.sunsetKeys,
        },
        replacementKeys: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Fields that name the replacement tool, first found wins (compared like `sunsetKeys`).',
          default: DEFAULTS.replacementKeys,
        },
        replacementMustExist: {
          type: 'boolean',
          description: 'Report a replacement that is not a tool of the same registry; turn off when replacements live in other registries.',
          default: true,
        },
      },
    },
    messages: {
      noSunset: 'Tool "{{name}}" is deprecated but gives no sunset date: add `{{key}}` with the ISO 8601 date (YYYY-MM-DD) after which it is removed.',
      sunsetPast: 'Tool "{{name}}" passed its sunset date {{date}}: remove it from the registry, or move the date if it is still served.',
      noReplacement:
        'Tool "{{name}}" is deprecated but names no replacement: add `{{key}}` with the tool callers should use instead, so that models and callers can move.',
      replacementUnknown: 'Tool "{{name}}" names {{replacement}} as its replacement, but the registry has no tool of that name: name an existing tool.',
      replacementDeprecated:
        'Tool "{{name}}" names "{{replacement}}" as its replacement, but that tool is deprecated too: name the tool callers should end up on.',
      notDeprecated: 'Tool "{{name}}" has `{{key}}` but is not marked `deprecated: true`: mark it deprecated, or remove `{{key}}`.',
    },
  },
  create(context, options: Options) {
    // Made when a deprecated tool names its replacement: most registries deprecate nothing.
    let names: Map<string, Tool> | undefined;
    const byName = () => (names ??= new Map(context.registry.tools.map((t) => [t.name, t])));
    return {
      tool(tool) {
        const name = tool.name;
        const sunset = metaField(tool, options.sunsetKeys);
        const replacement = metaField(tool, options.replacementKeys);
        if (!isDeprecated(tool)) {
          for (const f of [sunset, replacement]) if (f) context.report({ messageId: 'notDeprecated', at: f.ref, data: { name, key: f.key } });
          return;
        }
        const deprecatedAt = metaField(tool, ['deprecated'])!.ref;

        if (!sunset) {
          context.report({ messageId: 'noSunset', at: deprecatedAt, data: { name, key: options.sunsetKeys[0] ?? 'sunset_date' } });
        } else {
          // A malformed date is tool-metadata-types' to report; there is nothing to compare here.
          const parsed = parseIsoDate(sunset.value);
          // A date names a whole day: the tool is gone at the end of it.
          const end = parsed && (parsed.dateOnly ? parsed.date.getTime() + DAY : parsed.date.getTime());
          if (end !== undefined && end <= context.now().getTime()) {
            context.report({ messageId: 'sunsetPast', at: sunset.ref, data: { name, date: String(sunset.value).trim() } });
          }
        }

        if (!replacement) {
          context.report({ messageId: 'noReplacement', at: deprecatedAt, data: { name, key: options.replacementKeys[0] ?? 'replacement' } });
          return;
        }
        const target = typeof replacement.value === 'string' ? byName().get(replacement.value.trim()) : undefined;
        if (!target) {
          if (options.replacementMustExist || typeof replacement.value !== 'string') {
            context.report({ messageId: 'replacementUnknown', at: replacement.ref, data: { name, replacement: shown(replacement.value) } });
          }
        } else if (isDeprecated(target)) {
          context.report({ messageId: 'replacementDeprecated', at: replacement.ref, data: { name, replacement: target.name } });
        }
      },
    };
  },
});
