import { defineRule, isParameter, schemaPath, underCondition, type SchemaVisit, MIN_SHARE_SCHEMA, isConvention, toolLabel, inputProperties, openApiParameterIn } from '../../src/engine/index.js';
import { nameWords, type Registry, type Tool } from '../../src/model/index.js';
import { convertName, STYLE_ORDER, STYLES, styleOf, type Style } from './styles.js';

interface Options {
  style: Style | 'consistent';
  minShare: number;
  checkOutput: boolean;
  ignore: string[];
}

/** Leading underscores mark private fields (param-internal-exposed's business), not a style. */
const judgedPart = (name: string) => name.replace(/^_+/, '');

/**
 * Names that are not casing matters: `$filter`, `@type`, `tags[]`, non-ASCII words, and codes
 * in capitals (`USD`, `MAX_RETRIES`), which are spelled as the outside world spells them.
 */
const judged = (name: string) => /^[A-Za-z][A-Za-z0-9_-]*$/.test(judgedPart(name)) && !/^[A-Z0-9_]+$/.test(judgedPart(name)) && nameWords(name).length > 0;

/** The style every multi-word parameter of one tool shares, when it has two or more and they agree. */
function toolStyle(registry: Registry, tool: Tool): Style | undefined {
  const styles = new Set<Style | undefined>();
  let n = 0;
  for (const p of inputProperties(registry, tool)) {
    const name = judgedPart(p.name);
    if (!judged(p.name) || nameWords(name).length < 2) continue;
    n++;
    styles.add(styleOf(name));
  }
  const [only] = styles;
  return n >= 2 && styles.size === 1 ? only : undefined;
}

interface Majority {
  style: Style;
  count: number;
  total: number;
}

/** The style most multi-word parameter names of the registry use, read once per registry. */
function majorityStyle(registry: Registry): Majority | undefined {
  const votes = new Map<Style, number>();
  let total = 0;
  for (const tool of registry.tools) {
    for (const p of inputProperties(registry, tool)) {
      const name = judgedPart(p.name);
      if (!judged(p.name) || nameWords(name).length < 2) continue;
      total++;
      const style = styleOf(name);
      if (style) votes.set(style, (votes.get(style) ?? 0) + 1);
    }
  }
  const best = STYLE_ORDER.reduce<Style | undefined>((b, s) => ((votes.get(s) ?? 0) > (b ? (votes.get(b) ?? 0) : 0) ? s : b), undefined);
  return best ? { style: best, count: votes.get(best)!, total } : undefined;
}

export default defineRule({
  meta: {
    id: 'param-name-case',
    description: 'Parameter names follow one casing style across the registry.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        minShare: MIN_SHARE_SCHEMA,
        style: {
          enum: ['snake', 'camel', 'kebab', 'pascal', 'consistent'],
          description: 'The casing every parameter name must use; `consistent` takes the style most multi-word parameter names of the registry already use.',
          default: 'snake',
        },
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
    defaults: { style: 'snake', minShare: 0.8, checkOutput: false, ignore: [] } as Options,
    recommendedOptions: { style: 'consistent' },
    messages: {
      wrongStyle: 'Parameter "{{path}}" of "{{tool}}" is not {{style}}: name it "{{suggestion}}".',
      inconsistent: 'Parameter "{{path}}" of "{{tool}}" is not {{style}}, the style of {{count}} of the {{total}} multi-word parameter names in this registry: name it "{{suggestion}}".',
    },
  },
  create(context, options) {
    const ignore = new Set(options.ignore);
    const toolStyles = new Map<Tool, Style | undefined>();
    let majority: Majority | undefined | null;
    const chosen = (): Majority | undefined => {
      if (options.style !== 'consistent') return { style: options.style, count: 0, total: 0 };
      if (majority === undefined) {
        const m = majorityStyle(context.registry);
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
        if (ignore.has(name) || !judged(name)) return;
        if (visit.tool.http && openApiParameterIn(context.registry, visit.ref) === 'header') return;
        const target = chosen();
        if (!target) return;
        const { fits, label } = STYLES[target.style];
        const part = judgedPart(name);
        if (fits.test(part)) return;
        // A tool whose parameters all follow one style mirrors an API that spells them so
        // (Meraki's `perPage`, `networkId`): renaming one would break the tool's own consistency.
        if (options.style === 'consistent') {
          if (!toolStyles.has(visit.tool)) toolStyles.set(visit.tool, toolStyle(context.registry, visit.tool));
          if (toolStyles.get(visit.tool) === styleOf(part)) return;
        }
        const prefix = name.slice(0, name.length - part.length);
        const data = { path: schemaPath(visit), tool: toolLabel(visit.tool), style: label, suggestion: prefix + convertName(part, target.style) };
        if (options.style === 'consistent') context.report({ messageId: 'inconsistent', data: { ...data, count: target.count, total: target.total } });
        else context.report({ messageId: 'wrongStyle', data });
      },
    };
  },
});
