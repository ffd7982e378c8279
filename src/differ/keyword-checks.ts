import { hasOwn, joinPointer, type JsonObject } from '../model/index.js';
import { sameShape } from './canonical.js';
import { defineSchemaCheck, type Outcome, type SchemaCheck } from './check.js';
import { isFalseSchema } from './schema-types.js';
import type { Area } from './types.js';
import { upperFirst } from '../model/index.js';
import { show } from './values.js';

export type KeywordMove = 'added' | 'removed' | 'changed';

/** A keyword (or a group that works together, like `if`/`then`/`else`) whose value is a constraint. */
export interface KeywordFamily {
  /** The id's first part: `not`, `conditional`, `contains`. */
  name: string;
  keywords: readonly string[];
  /** How messages name it: `` a `not` schema ``. */
  noun: string;
  area: Area;
  /** Only `changed`: adding or removing it is as uncertain as rewriting it (an annotation that may be enforced). */
  anyMove?: boolean;
}

/**
 * What a move means. A constraint added can only take values away (narrows), one removed only
 * give them back (widens); one rewritten can go either way, so it is a warning in both
 * directions rather than a guess, and the second opinion is still asked about it.
 */
function outcomes(noun: string, move: KeywordMove): { effect: SchemaCheck['effect']; input: Outcome; output: Omit<Outcome, 'id'> } {
  if (move === 'added') {
    return {
      effect: 'narrows',
      input: {
        level: 'breaking',
        bump: 'major',
        message: `{{Subject}} gained ${noun} ({{to}}): values it rules out are now rejected.`,
        migration: `Send {{place}} values that satisfy its new ${noun} ({{to}}).`,
      },
      output: { level: 'info', bump: 'minor', message: `{{Subject}} gained ${noun} ({{to}}): returned values are more constrained.` },
    };
  }
  if (move === 'removed') {
    return {
      effect: 'widens',
      input: { level: 'info', bump: 'minor', message: `{{Subject}} lost ${noun} ({{from}}): more values are accepted.` },
      output: {
        level: 'breaking',
        bump: 'major',
        message: `{{Subject}} lost ${noun} ({{from}}): consumers may get values it used to rule out.`,
        migration: `Handle {{place}} values that ${noun} ({{from}}) used to rule out.`,
      },
    };
  }
  return {
    effect: 'neither',
    input: {
      level: 'warning',
      bump: 'minor',
      message: `${cap(noun)} of {{subject}} changed from {{from}} to {{to}}: some values it accepted may now be rejected.`,
      migration: `Check that the values you send for {{place}} satisfy its new ${noun} ({{to}}).`,
    },
    output: {
      level: 'warning',
      bump: 'minor',
      message: `${cap(noun)} of {{subject}} changed from {{from}} to {{to}}: consumers may get values it used to rule out.`,
      migration: `Check how you read {{place}}: its ${noun} is now {{to}}.`,
    },
  };
}

const cap = (s: string) => upperFirst(s).replace(/^An? /, 'The ');

/** The family's keywords a node has, as one value (undefined when it has none). */
function familyValue(node: JsonObject, family: KeywordFamily): JsonObject | undefined {
  if (isFalseSchema(node)) return undefined;
  const present = family.keywords.filter((k) => hasOwn(node, k));
  if (present.length === 0) return undefined;
  return Object.fromEntries(present.map((k) => [k, node[k]]));
}

const shown = (value: JsonObject | undefined, family: KeywordFamily) =>
  value === undefined ? 'none' : show(family.keywords.length === 1 ? value[family.keywords[0]] : value);

/**
 * The check for one family of keywords being added, removed or rewritten, compared by meaning
 * (annotations inside it aside).
 */
export function keywordCheck(family: KeywordFamily, move: KeywordMove): SchemaCheck {
  const id = `${family.name}-${move}`;
  const { effect, input, output } = outcomes(family.noun, move);
  return defineSchemaCheck({
    id,
    description: `${family.noun} was ${move === 'changed' ? 'rewritten' : move}`,
    area: family.area,
    effect,
    action: move,
    input,
    output: { id: `output-${id}`, ...output },
    visit(pair, report) {
      const b = familyValue(pair.base, family);
      const h = familyValue(pair.head, family);
      let actual: KeywordMove | undefined =
        b === undefined ? (h === undefined ? undefined : 'added') : h === undefined ? 'removed' : sameShape(b, h) ? undefined : 'changed';
      if (family.anyMove && actual !== undefined) actual = 'changed';
      if (actual !== move) return;
      const where = h ?? b!;
      const key = family.keywords.find((k) => hasOwn(where, k))!;
      report({
        pointer: joinPointer(pair.pointer, key),
        data: { from: shown(b, family), to: shown(h, family) },
        ...(h === undefined ? { at: { side: 'base' as const, node: pair.base } } : {}),
      });
    },
  });
}

export const NOT: KeywordFamily = { name: 'not', keywords: ['not'], noun: 'a `not` schema', area: 'composition' };
export const CONDITIONAL: KeywordFamily = {
  name: 'conditional',
  keywords: ['if', 'then', 'else'],
  noun: 'an `if`/`then`/`else` condition',
  area: 'composition',
};
export const CONTAINS: KeywordFamily = { name: 'contains', keywords: ['contains'], noun: 'a `contains` schema', area: 'bounds' };
export const PROPERTY_NAMES: KeywordFamily = { name: 'property-names', keywords: ['propertyNames'], noun: 'a `propertyNames` schema', area: 'property' };
export const CONTENT: KeywordFamily = {
  name: 'content-schema',
  keywords: ['contentSchema', 'contentMediaType', 'contentEncoding'],
  noun: 'the encoded content (`contentMediaType`/`contentEncoding`/`contentSchema`)',
  area: 'format',
  anyMove: true,
};
