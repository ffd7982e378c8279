import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetRules } from '../../src/config/index.js';
import { lintRegistry, type Finding } from '../../src/engine/index.js';
import { combineRegistries, loadSource } from '../../src/loaders/index.js';
import type { Registry } from '../../src/model/index.js';
import { TARGETS, PORTABLE_TARGET, type Target } from '../../src/targets/index.js';
import { RULES } from '../../rules/index.js';
import { CORPUS_DIR, RUN_CORPUS, corpusFiles } from '../loaders/corpus-dir.js';

const root = path.resolve(__dirname, '../..');

/** Schemas of every shape the asking rules look at: free strings, open numbers, open objects, arrays. */
const SHAPES = {
  tools: [
    {
      name: 'create_order',
      description: 'Create an order for one customer. Use it when the user confirms the basket.',
      inputSchema: {
        type: 'object',
        required: ['customer_id', 'items'],
        properties: {
          customer_id: { type: 'string', description: 'The customer id, e.g. c_123.' },
          note: { type: 'string', description: 'A note for the courier.' },
          quantity: { type: 'integer', description: 'How many boxes.' },
          price: { type: 'number', description: 'Price in euros.', minimum: 0 },
          items: { type: 'array', description: 'The line items.', items: { type: 'object', properties: { sku: { type: 'string', description: 'The SKU.' } } } },
          meta: { type: 'object', description: 'Free-form labels.', additionalProperties: { type: 'string' } },
        },
      },
    },
  ],
};

function registries(): Registry[] {
  const out: Registry[] = [loadSource(JSON.stringify(SHAPES), 'shapes.json')];
  for (const f of ['examples/openai-tools.json', 'examples/support-desk.yaml']) out.push(loadSource(readFileSync(path.join(root, f)), f));
  if (RUN_CORPUS) {
    const files = corpusFiles();
    const snaps = files.filter((f) => f.startsWith('github-mcp-server/toolsnaps/'));
    out.push(combineRegistries(snaps.map((f) => loadSource(readFileSync(path.join(CORPUS_DIR, f)), f))));
    for (const f of [
      ...files.filter((f) => f.startsWith('docker-mcp-registry/')),
      'vscode-copilot-chat/versions/HEAD.json',
      'bfcl/simple_python.json',
      'bfcl/live_multiple.json',
    ]) {
      out.push(loadSource(readFileSync(path.join(CORPUS_DIR, f)), f));
    }
  }
  return out;
}

/** The keywords each finding asks to add to the node it is reported on. */
const ASKS_FOR: Record<string, Record<string, string[]>> = {
  'string-length-bounded': { noMaxLength: ['maxLength'], noMinLength: ['minLength'] },
  'number-range-bounded': { unbounded: ['minimum', 'maximum'], countUnbounded: ['minimum', 'maximum'], noMinimum: ['minimum'] },
  'schema-additional-properties': {
    missing: ['additionalProperties'],
    open: ['additionalProperties'],
    map: ['additionalProperties'],
    freeForm: ['additionalProperties'],
    composed: ['unevaluatedProperties'],
  },
  'array-items-defined': { noItems: ['items'], anyItems: ['items'], noMaxItems: ['maxItems'] },
};
/** Rules whose findings, at `<node>/<keyword>`, ask to take the keyword out. */
const REMOVERS = new Set(['target-keyword-supported', 'strict-mode-compatible']);

interface Ask {
  place: string;
  change: string;
  by: string;
}

function asks(findings: Finding[]): Ask[] {
  const out: Ask[] = [];
  for (const f of findings) {
    const by = `${f.ruleId}/${f.messageId}`;
    for (const k of ASKS_FOR[f.ruleId]?.[f.messageId] ?? []) out.push({ place: `${f.file}#${f.pointer}/${k}`, change: 'add', by });
    if (REMOVERS.has(f.ruleId)) out.push({ place: `${f.file}#${f.pointer}`, change: 'remove', by });
    for (const e of f.fix ?? []) out.push({ place: `${e.file}#${e.pointer}/${e.key}`, change: `${e.op} ${JSON.stringify(e.value)}`, by });
  }
  return out;
}

describe('no two rules ask for opposite changes to the same node under the same targets', () => {
  const all = presetRules('toolslint:all', RULES);
  const loaded = registries();
  const targets: Target[] = [...TARGETS.values(), PORTABLE_TARGET];
  it.each(targets.map((t) => [t.id, t] as const))(
    'under %s',
    (_id, target) => {
      const clashes: string[] = [];
      let asked = 0;
      for (const registry of loaded) {
        const byPlace = new Map<string, Ask[]>();
        for (const a of asks(lintRegistry(registry, RULES, { rules: all, overrides: [], targets: [target] }))) {
          asked++;
          byPlace.set(a.place, [...(byPlace.get(a.place) ?? []), a]);
        }
        for (const [place, list] of byPlace) {
          const changes = new Set(list.map((a) => (a.change.startsWith('set') && list.some((b) => b.change === 'add') ? 'add' : a.change)));
          if (changes.size > 1) clashes.push(`${place}: ${list.map((a) => `${a.by} (${a.change})`).join(' vs ')}`);
        }
      }
      // The check looked at something: the shapes registry alone draws asks under every target.
      expect(asked).toBeGreaterThan(0);
      expect(clashes.slice(0, 10)).toEqual([]);
    },
    120_000,
  );
});
