import { isObject, joinPointer, upperFirst, type JsonObject } from '../model/index.js';
import { canonical, sameShape } from './canonical.js';
import { defineSchemaCheck, type Outcome, type SchemaCheck } from './check.js';
import type { Area } from './types.js';
import { show } from './values.js';

/**
 * Keywords that hold a list or map of separate constraints (`dependentRequired`,
 * `dependentSchemas`, `patternProperties`, `prefixItems`, `allOf`): each entry added or
 * removed is a change of its own, named by its key or index.
 */
export interface EntryFamily {
  name: string;
  keyword: string;
  area: Area;
  /** The entries of a node, by a key that stays the same across versions. */
  entries(node: JsonObject): Map<string, unknown>;
  /** How messages name one entry, mid-sentence: `` the rule "`to` is required when `cc` is sent" ``. */
  describe(key: string, value: unknown): string;
  /** What adding an entry does; removing it does the reverse. `both` when it depends on the rest of the schema. */
  added: 'narrows' | 'widens' | 'both';
  /** Entries present on both sides that differ are a change too (else the walker compares them). */
  compareCommon?: boolean;
  /** The pointer segment of an entry, when it is not its key (an `allOf` index). */
  segment?(node: JsonObject, key: string): string;
}

export type EntryMove = 'added' | 'removed' | 'changed';

function effectOf(family: EntryFamily, move: EntryMove): SchemaCheck['effect'] {
  if (move === 'changed' || family.added === 'both') return 'neither';
  const narrows = move === 'added' ? family.added === 'narrows' : family.added === 'widens';
  return narrows ? 'narrows' : 'widens';
}

function outcomes(effect: SchemaCheck['effect'], verb: string): { input: Outcome; output: Outcome } {
  const what = `{{Entry}} ${verb} {{subject}}`;
  if (effect === 'narrows') {
    return {
      input: {
        level: 'breaking',
        bump: 'major',
        message: `${what}: values it rules out are now rejected.`,
        migration: 'Send {{place}} values that satisfy {{entry}}.',
      },
      output: { level: 'info', bump: 'minor', message: `${what}: returned values are more constrained.` },
    };
  }
  if (effect === 'widens') {
    return {
      input: { level: 'info', bump: 'minor', message: `${what}: more values are accepted.` },
      output: {
        level: 'breaking',
        bump: 'major',
        message: `${what}: consumers may get values it used to rule out.`,
        migration: 'Handle {{place}} values that {{entry}} used to rule out.',
      },
    };
  }
  return {
    input: {
      level: 'warning',
      bump: 'minor',
      message: `${what}: some values it accepted may now be rejected.`,
      migration: 'Check the values you send for {{place}} against {{entry}}.',
    },
    output: {
      level: 'warning',
      bump: 'minor',
      message: `${what}: consumers may get values it used to rule out.`,
      migration: 'Check how you read {{place}} against {{entry}}.',
    },
  };
}

const VERBS: Record<EntryMove, string> = { added: 'was added to', removed: 'was removed from', changed: 'changed in' };

export function entryCheck(family: EntryFamily, move: EntryMove): SchemaCheck {
  const id = `${family.name}-${move}`;
  const effect = effectOf(family, move);
  const { input, output } = outcomes(effect, VERBS[move]);
  return defineSchemaCheck({
    id,
    description: `an entry of \`${family.keyword}\` was ${move}`,
    area: family.area,
    effect,
    action: move,
    input,
    output: { id: `output-${id}`, ...output },
    visit(pair, report) {
      const b = family.entries(pair.base);
      const h = family.entries(pair.head);
      if (move === 'added' || move === 'changed') {
        for (const [key, value] of h) {
          const before = b.get(key);
          const hit = move === 'added' ? !b.has(key) : b.has(key) && family.compareCommon === true && !sameShape(before, value);
          if (hit)
            report({
              pointer: joinPointer(pair.pointer, family.keyword, family.segment?.(pair.head, key) ?? key),
              data: entryData(family.describe(key, value)),
            });
        }
      } else {
        for (const [key, value] of b) {
          if (!h.has(key))
            report({
              pointer: joinPointer(pair.pointer, family.keyword, family.segment?.(pair.base, key) ?? key),
              at: { side: 'base', node: pair.base },
              data: entryData(family.describe(key, value)),
            });
        }
      }
    },
  });
}

/** An entry named mid-sentence (`entry`) and at the start of one (`Entry`). */
function entryData(entry: string): Record<string, string> {
  return { entry, Entry: upperFirst(entry) };
}

function mapEntries(value: unknown): Map<string, unknown> {
  return new Map(isObject(value) ? Object.entries(value) : []);
}

/** `dependentRequired: {cc: [to]}`, one entry per pair, so that adding `bcc` to the list is one entry added. */
export const DEPENDENT_REQUIRED: EntryFamily = {
  name: 'dependent-required',
  keyword: 'dependentRequired',
  area: 'required',
  added: 'narrows',
  entries(node) {
    const out = new Map<string, unknown>();
    for (const [name, list] of mapEntries(node.dependentRequired)) {
      if (Array.isArray(list)) for (const other of list) out.set(`${name}\u0000${String(other)}`, [name, other]);
    }
    return out;
  },
  segment: (_node, key) => key.split('\u0000')[0],
  describe: (_key, value) => {
    const [name, other] = value as [string, string];
    return `the rule "\`${other}\` is required when \`${name}\` is sent"`;
  },
};

export const DEPENDENT_SCHEMA: EntryFamily = {
  name: 'dependent-schema',
  keyword: 'dependentSchemas',
  area: 'composition',
  added: 'narrows',
  compareCommon: true,
  entries: (node) => mapEntries(node.dependentSchemas),
  describe: (key, value) => `the schema applied when \`${key}\` is sent (${show(value)})`,
};

/** To an open object a pattern property constrains keys; to a closed one it admits them: either way. */
export const PATTERN_PROPERTY: EntryFamily = {
  name: 'pattern-property',
  keyword: 'patternProperties',
  area: 'property',
  added: 'both',
  entries: (node) => mapEntries(node.patternProperties),
  describe: (key) => `the pattern property ${show(key)}`,
};

export const PREFIX_ITEM: EntryFamily = {
  name: 'prefix-item',
  keyword: 'prefixItems',
  area: 'composition',
  added: 'narrows',
  entries: (node) => new Map(Array.isArray(node.prefixItems) ? node.prefixItems.map((v, i) => [String(i), v] as const) : []),
  describe: (key, value) => `the schema of item ${key} (${show(value)})`,
};

/** `allOf` branches that normalization could not merge; matched by what they accept, as anyOf branches are. */
export const ALL_OF_BRANCH: EntryFamily = {
  name: 'all-of-branch',
  keyword: 'allOf',
  area: 'composition',
  added: 'narrows',
  entries(node) {
    const out = new Map<string, unknown>();
    if (Array.isArray(node.allOf)) for (const branch of node.allOf) out.set(canonical(branch, true), branch);
    return out;
  },
  segment: (node, key) => String(Array.isArray(node.allOf) ? node.allOf.findIndex((b) => canonical(b, true) === key) : 0),
  describe: (_key, value) => `the \`allOf\` branch ${show(value)}`,
};
