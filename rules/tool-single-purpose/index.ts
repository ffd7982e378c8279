import { defineRule } from '../../src/engine/index.js';
import { findPhrase, findPhrases, isFreeString, toolParameters, nameMatcher, describedText, descriptionAt, toolLabel } from '../../src/kit/index.js';
import { nameWords } from '../../src/model/index.js';
import { ACTION_VERBS, DOMAINS, USE_CASE_MARKERS } from './domains.js';

interface Options {
  domains: Record<string, string[]>;
  minDomains: number;
  useCaseMarkers: string[];
  switchNames: string[];
  actionVerbs: string[];
  allowEnum: boolean;
}

const SWITCH_NAMES = ['mode', 'action', 'operation', 'op', 'operation_type', 'action_type', 'method', 'task'];

/** Sentences and clauses: a list of capabilities sits inside one. */
function clauses(text: string): string[] {
  return text
    .split(/(?<=[。！？；;!?])|(?<=\.)\s+|\n+/u)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** Separators that make a run of words a list. */
const LIST = /[、,，;；/&]|\s(?:and|or|as well as)\s|[和及与與或]/u;

export default defineRule({
  meta: {
    id: 'tool-single-purpose',
    description:
      'A tool does one thing: its description does not advertise unrelated capabilities, and no free `mode` or `action` parameter switches what it does.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        domains: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 } },
          description:
            'Areas a catch-all tool bundles, each with the words that name it (`weather: [weather, 天气]`); entries are added to, or replace, the built-in areas.',
          default: {},
        },
        minDomains: {
          type: 'integer',
          minimum: 2,
          description: 'How many different areas one list in a description must name to be reported.',
          default: 3,
        },
        useCaseMarkers: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Phrases that make a list one of situations the tool serves ("useful for", "适用于", "例如"), which is not reported.',
          default: USE_CASE_MARKERS,
        },
        switchNames: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Globs of top-level parameter names that pick what the tool does (`mode`, `action`, `operation`).',
          default: SWITCH_NAMES,
        },
        actionVerbs: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Verbs that show a switch picks between actions ("create", "delete", "删除"): a switch parameter is reported only when its description or values name two of them, so a travel `mode` (walk, drive) passes.',
          default: ACTION_VERBS,
        },
        allowEnum: {
          type: 'boolean',
          description: 'Accept a switch parameter whose actions are listed in an `enum`; with `false`, such a tool is reported too.',
          default: true,
        },
      },
    },
    messages: {
      capabilityList:
        'The description of "{{tool}}" lists capabilities from {{count}} unrelated areas ({{areas}}): split it into one tool per area, each with its own name, description and parameters.',
      switchParam:
        'Parameter "{{path}}" of "{{tool}}" is a free string that switches what the tool does: split the tool into one tool per action, or at least list the actions in an `enum` and describe each.',
      enumSwitch:
        'Parameter "{{path}}" of "{{tool}}" selects one of {{count}} actions ({{values}}): consider one tool per action, so that each has its own description and parameters.',
    },
  },
  create(context, options: Options) {
    const domains = Object.entries({ ...DOMAINS, ...options.domains }).filter(([, words]) => words.length > 0);
    // Every area's words in one alternation, so that a clause is read once rather than once per area.
    const areaOf = new Map<string, string>();
    for (const [area, words] of domains) for (const w of words) if (!areaOf.has(w.toLowerCase())) areaOf.set(w.toLowerCase(), area);
    const allWords = [...areaOf.keys()].sort((a, b) => b.length - a.length);
    const isSwitch = nameMatcher(options.switchNames);
    return {
      tool(tool) {
        const text = describedText(tool);
        if (text !== undefined) {
          for (const clause of clauses(text)) {
            if (!LIST.test(clause) || findPhrase(clause, options.useCaseMarkers) !== undefined) continue;
            const found = new Set(findPhrases(clause, allWords).map((w) => areaOf.get(w)!));
            const areas = domains.map(([area]) => area).filter((area) => found.has(area));
            if (areas.length >= options.minDomains) {
              context.report({
                messageId: 'capabilityList',
                at: descriptionAt(tool),
                data: { tool: toolLabel(tool), count: areas.length, areas: areas.join(', ') },
              });
              break;
            }
          }
        }
        for (const p of toolParameters(context.registry, tool)) {
          if (!isSwitch(p.name)) continue;
          const values = Array.isArray(p.node.enum) ? p.node.enum.filter((v): v is string => typeof v === 'string') : [];
          // A `mode` of walk, bike or drive is a setting; one of create and delete is an action.
          const said = typeof p.node.description === 'string' ? p.node.description : '';
          const text = [said, ...values.map((v) => nameWords(v).join(' '))].join('\n');
          if (new Set(findPhrases(text, options.actionVerbs)).size < 2) continue;
          const data = { path: p.name, tool: toolLabel(tool) };
          if (isFreeString(p.node)) context.report({ messageId: 'switchParam', at: p.ref, data });
          else if (!options.allowEnum && Array.isArray(p.node.enum) && p.node.enum.length >= 2) {
            const values =
              p.node.enum
                .slice(0, 5)
                .map((v) => JSON.stringify(v))
                .join(', ') + (p.node.enum.length > 5 ? ', …' : '');
            context.report({ messageId: 'enumSwitch', at: p.ref, data: { ...data, count: p.node.enum.length, values } });
          }
        }
      },
    };
  },
});
