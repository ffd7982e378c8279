import { defineRule } from '../../src/engine/index.js';
import {
  convertName,
  isConvention,
  isParameter,
  judgedParamName,
  MIN_SHARE_SCHEMA,
  NAME_STYLES,
  openApiParameterIn,
  paramNameBody,
  schemaPath,
  styleOf,
  toolLabel,
  underCondition,
  type NameConvention,
  type NameStyle,
  type SchemaVisit,
} from '../../src/kit/index.js';

type Style = NameStyle;

interface Options {
  style: Style | 'consistent';
  minShare: number;
  checkOutput: boolean;
  ignore: string[];
}

export default defineRule({
  meta: {
    id: 'param-name-case',
    description: 'Parameter names follow one casing style across the registry.',
    // Blind readers judged every finding true and none worth a rename (a published tool's
    // parameters are its callers' contract): information by default, a warning under strict.
    recommended: 'info',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        style: {
          enum: ['snake', 'camel', 'kebab', 'pascal', 'consistent'],
          description: 'The casing every parameter name must use; `consistent` takes the style most multi-word parameter names of the registry already use.',
          default: 'snake',
        },
        minShare: MIN_SHARE_SCHEMA,
        checkOutput: {
          type: 'boolean',
          description: 'Also check the property names of output schemas.',
          default: false,
        },
        ignore: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Parameter names left alone, as written (names fixed by a protocol, such as `pageToken`).',
          default: [],
        },
      },
    },
    recommendedOptions: { style: 'consistent' },
    messages: {
      wrongStyle: 'Parameter "{{path}}" of "{{tool}}" is not {{style}}: name it "{{suggestion}}".',
      inconsistent:
        'Parameter "{{path}}" of "{{tool}}" is not {{style}}, the style of {{count}} of the {{total}} multi-word parameter names in this registry: name it "{{suggestion}}".',
    },
  },
  create(context, options: Options) {
    const ignore = new Set(options.ignore);
    let majority: NameConvention | undefined | null;
    const chosen = (): NameConvention | undefined => {
      if (options.style !== 'consistent') return { style: options.style, count: 0, total: 0 };
      if (majority === undefined) {
        const m = context.view.paramNameConvention();
        // Without a clear convention there is no one style to hold a name to.
        majority = m && isConvention(m.count, m.total, options.minShare) ? m : null;
      }
      return majority ?? undefined;
    };
    return {
      schema(visit: SchemaVisit) {
        if (!isParameter(visit) || underCondition(visit)) return;
        if (visit.role === 'output' && !options.checkOutput) return;
        const name = visit.propertyName!;
        if (ignore.has(name) || !judgedParamName(name)) return;
        if (visit.tool.http && openApiParameterIn(context.registry, visit.ref) === 'header') return;
        const target = chosen();
        if (!target) return;
        const { fits, label } = NAME_STYLES[target.style];
        const part = paramNameBody(name);
        if (fits.test(part)) return;
        // A tool whose parameters all follow one style mirrors an API that spells them so
        // (Meraki's `perPage`, `networkId`): renaming one would break the tool's own consistency.
        if (options.style === 'consistent' && context.view.paramStyle(visit.tool) === styleOf(part)) return;
        const prefix = name.slice(0, name.length - part.length);
        const data = { path: schemaPath(visit), tool: toolLabel(visit.tool), style: label, suggestion: prefix + convertName(part, target.style) };
        if (options.style === 'consistent') context.report({ messageId: 'inconsistent', data: { ...data, count: target.count, total: target.total } });
        else context.report({ messageId: 'wrongStyle', data });
      },
    };
  },
});
