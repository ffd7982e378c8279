import { defineRule } from '../../src/engine/index.js';
import { inputProperties, memoized, toolLabel } from '../../src/kit/index.js';
import type { Registry } from '../../src/model/index.js';
import { ASPECTS, aspectKey, aspectShown, named, sideOf, type Aspect, type Entry, type Side } from './aspects.js';

interface Options {
  compare: Aspect[];
  enums: 'spelling' | 'exact';
  nested: boolean;
  ignore: string[];
  maxNamed: number;
}

/** Parameters grouped by name, in registry order. */
function byName(registry: Registry, options: Options): Map<string, Entry[]> {
  const ignore = new Set(options.ignore);
  const groups = new Map<string, Entry[]>();
  for (const tool of registry.tools) {
    for (const p of inputProperties(registry, tool, options.nested)) {
      if (ignore.has(p.name) || (!options.nested && p.depth > 0)) continue;
      let list = groups.get(p.name);
      if (!list) groups.set(p.name, (list = []));
      list.push({ tool, path: p.path, ref: p.ref, node: p.node });
    }
  }
  return groups;
}

export default defineRule({
  meta: {
    id: 'param-consistent-across-tools',
    description: 'A parameter name has the same type, format, pattern and enum in every tool of the registry.',
    recommended: 'info',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        compare: {
          type: 'array',
          items: { enum: ASPECTS },
          uniqueItems: true,
          description: 'The parts of a parameter that must agree across tools.',
          default: ASPECTS,
        },
        enums: {
          enum: ['spelling', 'exact'],
          description:
            '`spelling` reports only one value spelt two ways (`ASC` and `asc`); `exact` reports any two different enums, including one tool with an enum and another without.',
          default: 'spelling',
        },
        nested: {
          type: 'boolean',
          description: 'Also compare nested properties (`filters.status`) by their own name; by default only top-level parameters are compared.',
          default: false,
        },
        ignore: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: "Parameter names whose meaning is expected to differ from tool to tool, such as a `method` that picks among each tool's own actions.",
          default: ['method', 'action', 'operation', 'mode'],
        },
        maxNamed: {
          type: 'integer',
          minimum: 1,
          description: 'How many of the other tools a message names before it says "and N more".',
          default: 3,
        },
      },
    },
    messages: {
      type: 'Parameter "{{path}}" of "{{tool}}" is {{value}}, but in {{others}} it is {{expected}}: give one parameter name one type across the registry, or rename one of them.',
      format:
        'Parameter "{{path}}" of "{{tool}}" has {{value}}, but in {{others}} it has {{expected}}: give one parameter name one format across the registry, or rename one of them.',
      pattern:
        'Parameter "{{path}}" of "{{tool}}" has {{value}}, but in {{others}} it has {{expected}}: give one parameter name one pattern across the registry, or rename one of them.',
      enumSpelling:
        'Parameter "{{path}}" of "{{tool}}" accepts {{value}} where {{others}} accept {{expected}}: spell the same value the same way in every tool.',
      enum: 'Parameter "{{path}}" of "{{tool}}" has {{value}}, but in {{others}} it has {{expected}}: give one parameter name the same allowed values across the registry, or rename one of them.',
    },
  },
  create(context, options: Options) {
    const report = (entry: Entry, aspect: Aspect, value: string, others: Side, expected: string) => {
      const data = { path: entry.path, tool: toolLabel(entry.tool), value, others: named(others, options.maxNamed, entry.tool), expected };
      if (aspect === 'type') context.report({ messageId: 'type', tool: entry.tool, at: entry.ref, data });
      else if (aspect === 'format') context.report({ messageId: 'format', tool: entry.tool, at: entry.ref, data });
      else if (aspect === 'pattern') context.report({ messageId: 'pattern', tool: entry.tool, at: entry.ref, data });
      else context.report({ messageId: 'enum', tool: entry.tool, at: entry.ref, data });
    };
    // Registries repeat a few enums thousands of times: each value's spelling key is made once.
    const spellingKey = memoized((v: string) => v.toLowerCase().replace(/[\s_-]+/g, ''));
    /** Values equal but for case and separators, spelt differently by different tools. */
    const spellings = (entries: Entry[]) => {
      const byValue = new Map<string, Map<string, Entry[]>>();
      for (const e of entries) {
        if (!Array.isArray(e.node.enum)) continue;
        for (const v of new Set(e.node.enum.filter((x): x is string => typeof x === 'string'))) {
          const key = spellingKey(v);
          let spelt = byValue.get(key);
          if (!spelt) byValue.set(key, (spelt = new Map()));
          let list = spelt.get(v);
          if (!list) spelt.set(v, (list = []));
          list.push(e);
        }
      }
      const reported = new Set<Entry>();
      for (const spelt of byValue.values()) {
        if (spelt.size < 2) continue;
        const bySize = [...spelt].sort((x, y) => y[1].length - x[1].length);
        const majority = bySize[0][1].length > bySize[1][1].length ? bySize[0] : undefined;
        for (const side of bySize) {
          if (side === majority) continue;
          const other = majority ?? bySize.find((b) => b !== side)!;
          const otherEntries = new Set(other[1]);
          const names = sideOf(
            other[1].map((o) => o.tool),
            options.maxNamed,
          );
          for (const e of side[1]) {
            // One finding per parameter: the first value it spells differently says enough.
            if (reported.has(e) || otherEntries.has(e)) continue;
            reported.add(e);
            const data = {
              path: e.path,
              tool: toolLabel(e.tool),
              value: JSON.stringify(side[0]),
              others: named(names, options.maxNamed, e.tool),
              expected: JSON.stringify(other[0]),
            };
            context.report({ messageId: 'enumSpelling', tool: e.tool, at: e.ref, data });
          }
        }
      }
    };
    return {
      registry(registry) {
        for (const entries of byName(registry, options).values()) {
          // Only a name that two tools share is compared.
          const first = entries[0].tool;
          if (!entries.some((e) => e.tool !== first)) continue;
          for (const aspect of options.compare) {
            if (aspect === 'enum' && options.enums === 'spelling') {
              spellings(entries);
              continue;
            }
            const buckets = new Map<string, { shown: string; entries: Entry[] }>();
            for (const e of entries) {
              const key = aspectKey(e.node, aspect);
              if (key === undefined) continue;
              let bucket = buckets.get(key);
              if (!bucket) buckets.set(key, (bucket = { shown: aspectShown(e.node, aspect), entries: [] }));
              bucket.entries.push(e);
            }
            if (buckets.size < 2) continue;
            const bySize = [...buckets.values()].sort((x, y) => y.entries.length - x.entries.length);
            // With a clear majority only the odd ones out are reported; with none, every side is.
            const majority = bySize[0].entries.length > bySize[1].entries.length ? bySize[0] : undefined;
            const sides = new Map<(typeof bySize)[number], Side>();
            const side = (b: (typeof bySize)[number]) => {
              let s = sides.get(b);
              if (!s)
                sides.set(
                  b,
                  (s = sideOf(
                    b.entries.map((o) => o.tool),
                    options.maxNamed,
                  )),
                );
              return s;
            };
            for (const bucket of bySize) {
              if (bucket === majority) continue;
              const other = majority ?? bySize.find((b) => b !== bucket)!;
              for (const e of bucket.entries) report(e, aspect, bucket.shown, side(other), other.shown);
            }
          }
        }
      },
    };
  },
});
