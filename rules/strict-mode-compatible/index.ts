import { defineRule } from '../../src/engine/index.js';
import {
  isObjectSchema,
  underCondition,
  type SchemaVisit,
  toolLabel,
  keywordProblems,
  sourceOf,
  wherePhrase,
  type Limit,
  type Target,
} from '../../src/kit/index.js';
import { isObject, joinPointer, type Tool } from '../../src/model/index.js';
import { measureInput, type SchemaMeasure } from './measure.js';
import { strictTargetsFor } from './select.js';
import { requestLimits } from './request.js';

interface Options {
  checkStrictFlag: boolean;
  ignoreKeywords: string[];
}

const KEYWORD_MESSAGES = { keyword: 'keyword', rootKeyword: 'rootKeyword', format: 'format', keywordValue: 'keywordValue', enumValue: 'enumValue' } as const;

export default defineRule({
  meta: {
    id: 'strict-mode-compatible',
    description: "Tools sent in a provider's strict mode fit that mode's schema subset and size limits.",
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkStrictFlag: {
          type: 'boolean',
          description:
            'Check tools that set `strict: true` against the strict mode of their provider, and not only every tool when a strict target is selected.',
          default: true,
        },
        ignoreKeywords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          uniqueItems: true,
          description: 'Keywords not to report, for an SDK that removes them before sending the tools.',
          default: [],
        },
      },
    },
    messages: {
      keyword: 'Tool "{{tool}}" uses `{{keyword}}`{{where}}, which {{target}} rejects ({{source}}): remove it, or state the constraint in the description.',
      rootKeyword:
        'Tool "{{tool}}" has `{{keyword}}` at the root of its input schema, which {{target}} rejects ({{source}}): keep the root a plain `type: object`.',
      format: 'Tool "{{tool}}" uses format "{{value}}"{{where}}, which {{target}} rejects ({{source}}): use one of {{accepted}}, or a `pattern`.',
      keywordValue: 'Tool "{{tool}}" sets `{{keyword}}` to {{value}}{{where}}, which {{target}} accepts only as {{accepted}} ({{source}}).',
      enumValue:
        'Tool "{{tool}}" has the object or array {{value}} in `{{keyword}}`{{where}}, which {{target}} rejects ({{source}}): use strings, numbers, booleans or null.',
      open: 'Tool "{{tool}}" leaves the object{{where}} open: {{target}} needs `additionalProperties: false` on every object ({{source}}).',
      optional:
        'Tool "{{tool}}" has properties{{where}} missing from `required` ({{names}}): {{target}} needs every property required ({{source}}); require each one and add "null" to its type if it may be left out.',
      recursive:
        'Tool "{{tool}}" refers back to its own schema{{where}}, which {{target}} does not support ({{source}}): unroll the recursion to a fixed depth.',
      tooMany:
        'Tool "{{tool}}" has {{count}} {{what}} in its input schema, over the {{max}} {{target}} accepts ({{source}}): split the tool or simplify its schema.',
      tooDeep: 'Tool "{{tool}}" nests objects {{count}} levels deep{{where}}, over the {{max}} {{target}} accepts ({{source}}): flatten the schema.',
      largeEnum:
        'Tool "{{tool}}" has an enum of {{count}} values totalling {{length}} characters{{where}}, over the {{max}} characters {{target}} accepts in an enum of more than {{values}} values ({{source}}).',
      requestLimit:
        'This registry sends {{count}} {{what}} to {{target}}, over the {{max}} it accepts in one request ({{source}}): send fewer tools in strict mode at once.',
    },
  },
  create(context, options: Options) {
    const ignored = new Set(options.ignoreKeywords);
    // Root keywords that target-keyword-supported already reports for a normal-mode target.
    const reportedElsewhere = new Set(context.targets.filter((t) => !t.strict).flatMap((t) => t.limits.rootUnsupportedKeywords?.value ?? []));
    // The request-wide sums need only two counts per tool; the walks are not kept.
    const counts = (tool: Tool) => {
      const { optional, unions } = measureInput(context.registry, tool);
      return { optional, unions };
    };

    const checkTool = (tool: Tool, target: Target, m: SchemaMeasure) => {
      const base = { tool: toolLabel(tool), target: target.id };
      const limit = <T>(l: Limit<T> | undefined) => (l ? { ...base, source: sourceOf(l) } : undefined);
      for (const visit of m.visits) {
        const root = visit.via === 'root';
        for (const p of keywordProblems(visit.node, target, root)) {
          if (!(p.kind in KEYWORD_MESSAGES) || ignored.has(p.keyword)) continue;
          if (p.kind === 'rootKeyword' && reportedElsewhere.has(p.keyword)) continue;
          context.report({
            messageId: KEYWORD_MESSAGES[p.kind as keyof typeof KEYWORD_MESSAGES],
            tool,
            at: { file: visit.ref.file, pointer: joinPointer(visit.ref.pointer, p.keyword) },
            data: { ...base, keyword: p.keyword, where: wherePhrase(visit), source: p.source, value: p.value ?? '', accepted: p.accepted ?? '' },
          });
        }
        checkObject(tool, target, visit);
      }
      if (m.recursive.length > 0 && target.limits.recursion?.value === false) {
        const data = limit(target.limits.recursion)!;
        for (const v of m.recursive)
          context.report({
            messageId: 'recursive',
            tool,
            at: { file: v.ref.file, pointer: joinPointer(v.ref.pointer, '$ref') },
            data: { ...data, where: wherePhrase(v) },
          });
      }
      const at = tool.refs.inputSchema ?? tool.source;
      const counted: Array<[Limit<number> | undefined, number, string]> = [
        [target.limits.maxProperties, m.properties, 'properties'],
        [target.limits.maxEnumValues, m.enumValues, 'enum values'],
        [target.limits.maxSchemaStrings, m.strings, 'characters of property names, definition names and enum values'],
      ];
      for (const [l, count, what] of counted) {
        if (l && count > l.value) context.report({ messageId: 'tooMany', tool, at, data: { ...limit(l)!, count, max: l.value, what } });
      }
      const depth = target.limits.maxDepth;
      if (depth && m.depth > depth.value && m.deepest) {
        context.report({
          messageId: 'tooDeep',
          tool,
          at: m.deepest.ref,
          data: { ...limit(depth)!, count: m.depth, max: depth.value, where: wherePhrase(m.deepest) },
        });
      }
    };

    const checkObject = (tool: Tool, target: Target, visit: SchemaVisit) => {
      const { node } = visit;
      const large = target.limits.largeEnum;
      const closed = target.limits.closedObjects;
      const all = target.limits.allPropertiesRequired;
      if (!large && !closed?.value && !all?.value) return;
      // Built only when something is reported: most nodes pass.
      const data = () => ({ tool: toolLabel(tool), target: target.id, where: wherePhrase(visit) });
      if (large && Array.isArray(node.enum) && node.enum.length > large.value.values) {
        const length = node.enum.reduce((n: number, v) => n + (typeof v === 'string' ? v.length : 0), 0);
        if (length > large.value.length)
          context.report({
            messageId: 'largeEnum',
            tool,
            at: visit.ref,
            data: { ...data(), source: sourceOf(large), count: node.enum.length, length, max: large.value.length, values: large.value.values },
          });
      }
      if (!isObjectSchema(node) || underCondition(visit)) return;
      if (closed?.value && node.additionalProperties !== false)
        context.report({ messageId: 'open', tool, at: visit.ref, data: { ...data(), source: sourceOf(closed) } });
      if (all?.value && isObject(node.properties)) {
        const required = new Set(Array.isArray(node.required) ? node.required : []);
        const missing = Object.keys(node.properties).filter((n) => !required.has(n));
        if (missing.length > 0) {
          const at = Array.isArray(node.required) ? { file: visit.ref.file, pointer: joinPointer(visit.ref.pointer, 'required') } : visit.ref;
          const names =
            missing
              .slice(0, 6)
              .map((n) => `"${n}"`)
              .join(', ') + (missing.length > 6 ? ` and ${missing.length - 6} more` : '');
          context.report({ messageId: 'optional', tool, at, data: { ...data(), source: sourceOf(all), names } });
        }
      }
    };

    return {
      registry(registry) {
        for (const problem of requestLimits(registry, context.targets, options.checkStrictFlag, counts)) {
          context.report({ messageId: 'requestLimit', at: problem.at, data: problem.data });
        }
      },
      tool(tool) {
        if (!isObject(tool.inputSchema)) return;
        const targets = strictTargetsFor(tool, context.targets, options.checkStrictFlag);
        if (targets.length === 0) return;
        const m = measureInput(context.registry, tool);
        for (const target of targets) checkTool(tool, target, m);
      },
    };
  },
});
