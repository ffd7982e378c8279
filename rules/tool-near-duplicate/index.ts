import { defineRule } from '../../src/engine/index.js';
import {
  toolParameters,
  toolPlace,
  DEFAULT_VERBS,
  snakeName,
  toolLabel,
  DEFAULT_STOP_WORDS,
  DEFAULT_SYNONYMS,
  descriptionWords,
  differenceStated,
  jaccard,
  nameKey,
  nameWordsOf,
  synonymMap,
} from '../../src/kit/index.js';
import type { Tool } from '../../src/model/index.js';
import { similarPairs } from './pairs.js';

interface Options {
  descriptionSimilarity: number;
  minDescriptionWords: number;
  minParameters: number;
  parameterSimilarity: number;
  synonyms: string[][];
  stopWords: string[];
  maxComparisons: number;
}

const DEFAULTS: Options = {
  descriptionSimilarity: 0.8,
  minDescriptionWords: 5,
  minParameters: 2,
  parameterSimilarity: 0.6,
  synonyms: DEFAULT_SYNONYMS,
  stopWords: DEFAULT_STOP_WORDS,
  maxComparisons: 20,
};

type Kind = 'sameName' | 'similarDescription' | 'sameParameters';
/** The stronger reason to confuse two tools wins when a tool has several near twins. */
const RANK: Record<Kind, number> = { sameName: 3, similarDescription: 2, sameParameters: 1 };

interface Twin {
  other: Tool;
  kind: Kind;
  similarity: number;
}

/** Case and `-`, `_`, `.` only: tool-name-unique's to report. */
const loose = (name: string) => name.toLowerCase().replace(/[-_.]/g, '');

export default defineRule({
  meta: {
    id: 'tool-near-duplicate',
    description: 'No two tools are so alike in name, description or parameters that a model will confuse them.',
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        descriptionSimilarity: {
          type: 'number',
          minimum: 0.5,
          maximum: 1,
          description: 'The share of description words two tools must have in common (Jaccard) to be reported.',
          default: DEFAULTS.descriptionSimilarity,
        },
        minDescriptionWords: {
          type: 'integer',
          minimum: 1,
          description: 'Descriptions with fewer distinct words than this are too short to compare.',
          default: DEFAULTS.minDescriptionWords,
        },
        minParameters: {
          type: 'integer',
          minimum: 1,
          description: 'The fewest parameters two tools must both take, exactly the same, for their parameter lists to count as alike.',
          default: DEFAULTS.minParameters,
        },
        parameterSimilarity: {
          type: 'number',
          minimum: 0.2,
          maximum: 1,
          description:
            'For tools with the same parameters, the share of description words (or of name words, with 0.2 less of description words) they must have in common to be reported.',
          default: DEFAULTS.parameterSimilarity,
        },
        synonyms: {
          type: 'array',
          items: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 2 },
          description: 'Groups of name words that mean the same to a model (`get`, `fetch`, `retrieve`).',
          default: DEFAULTS.synonyms,
        },
        stopWords: { type: 'array', items: { type: 'string' }, description: 'Description words too common to tell tools apart.', default: DEFAULTS.stopWords },
        maxComparisons: {
          type: 'integer',
          minimum: 1,
          description: 'The most other tools one tool is compared with in each check, so that huge registries stay fast.',
          default: DEFAULTS.maxComparisons,
        },
      },
    },
    messages: {
      sameName:
        'Tool "{{name}}" means the same as "{{other}}" ({{place}}), its name read as "{{words}}": a model will confuse the two; merge them, or name each by what sets it apart.',
      similarDescription:
        'Tool "{{name}}" is described almost as "{{other}}" is ({{place}}), {{percent}}% of their words shared: a model cannot tell when to use which; say what each does that the other does not.',
      sameParameters:
        'Tool "{{name}}" takes the same parameters as "{{other}}" ({{place}}) and is described much like it: a model will confuse the two; merge them, or make the difference plain in their names and descriptions.',
    },
  },
  create(context, options: Options) {
    const { registry } = context;
    const synonyms = synonymMap(options.synonyms);
    const stopWords = new Set(options.stopWords.map((w) => w.toLowerCase()));
    const verbs = new Set([...DEFAULT_VERBS, ...options.synonyms.flat().map((w) => w.toLowerCase())]);
    const isVerb = (w: string) => verbs.has(w);
    const keyOf = (name: string) => nameKey(name, synonyms, isVerb);
    /** How a key reads in a message: `get user`. */
    const shown = (key: string) => key.replace(' | ', ' ').replace(/^\| /, '').replace(/ \|$/, '');
    // Every tool's nearest twin, worked out once over the whole registry, so that the rule
    // instances overrides make report the same pairs.
    let twins: Map<Tool, Twin> | undefined;

    const build = (): Map<Tool, Twin> => {
      const out = new Map<Tool, Twin>();
      const tools = registry.tools;
      const note = (a: Tool, b: Tool, kind: Kind, similarity: number) => {
        for (const [self, other] of [
          [a, b],
          [b, a],
        ] as const) {
          const prev = out.get(self);
          if (!prev || RANK[kind] > RANK[prev.kind] || (RANK[kind] === RANK[prev.kind] && similarity > prev.similarity))
            out.set(self, { other, kind, similarity });
        }
      };
      const words = tools.map((t) => {
        const w = descriptionWords(t.description ?? '', stopWords);
        return w.size >= options.minDescriptionWords ? w : undefined;
      });

      const byName = new Map<string, Tool>();
      for (const tool of tools) {
        // Names the loader derives (OpenAPI method and path) are not the user's to rename.
        if (tool.nameOrigin !== 'declared' || tool.name === '') continue;
        const key = keyOf(tool.name);
        if (key === '|') continue;
        const first = byName.get(key);
        if (!first) byName.set(key, tool);
        else if (loose(first.name) !== loose(tool.name)) note(first, tool, 'sameName', 1);
      }

      // Names as written (without synonyms folded) are what a description may spell out.
      const written = tools.map((t) => nameWordsOf(t.name).join(' '));
      const nameSets = tools.map(
        (t) =>
          new Set(
            keyOf(t.name)
              .split(' ')
              .filter((w) => w !== '|'),
          ),
      );
      const stated = (i: number, j: number) => differenceStated(written[i], written[j], words[i] ?? new Set(), words[j] ?? new Set());
      similarPairs(words, options.descriptionSimilarity, options.maxComparisons, (i, j, sim) => {
        if (!stated(i, j)) note(tools[i], tools[j], 'similarDescription', sim);
      });

      // Tools with exactly the same parameters are compared on their descriptions and names
      // with a lower bar than descriptions alone: the same inputs and much the same words.
      const p = options.parameterSimilarity;
      const byParams = new Map<string, number[]>();
      tools.forEach((tool, i) => {
        const names = toolParameters(registry, tool)
          .map((p) => snakeName(p.name))
          .sort();
        if (names.length < options.minParameters) return;
        const key = names.join('\u0000');
        const group = byParams.get(key) ?? [];
        for (let k = group.length - 1; k >= 0 && k >= group.length - options.maxComparisons; k--) {
          const j = group[k];
          const a = words[i];
          const b = words[j];
          const described = a && b ? jaccard(a, b) : 0;
          const named = jaccard(nameSets[i], nameSets[j]);
          if ((described >= p || (named >= p && described >= p - 0.2)) && !stated(i, j)) note(tools[j], tool, 'sameParameters', Math.max(described, named));
        }
        group.push(i);
        byParams.set(key, group);
      });
      return out;
    };

    return {
      tool(tool) {
        const twin = (twins ??= build()).get(tool);
        if (!twin) return;
        const data = { name: toolLabel(tool), other: toolLabel(twin.other), place: toolPlace(registry, twin.other) };
        const at = tool.refs.name ?? tool.source;
        if (twin.kind === 'sameName') context.report({ messageId: 'sameName', at, data: { ...data, words: shown(keyOf(tool.name)) } });
        else if (twin.kind === 'similarDescription')
          context.report({ messageId: 'similarDescription', at: tool.refs.description ?? at, data: { ...data, percent: Math.round(twin.similarity * 100) } });
        else context.report({ messageId: 'sameParameters', at, data });
      },
    };
  },
});
