import { hasOwn, joinPointer, type JsonObject } from '../model/index.js';
import { defineSchemaCheck, type NodePair, type Report, type SchemaCheck } from './check.js';
import { mayBe } from './schema-types.js';

/** Numeric bounds and the type of value each constrains. */
export const BOUNDS = {
  maxLength: 'string',
  minLength: 'string',
  maximum: 'number',
  minimum: 'number',
  exclusiveMaximum: 'number',
  exclusiveMinimum: 'number',
  maxItems: 'array',
  minItems: 'array',
  maxProperties: 'object',
  minProperties: 'object',
  maxContains: 'array',
  minContains: 'array',
} as const;
export type BoundKeyword = keyof typeof BOUNDS;

/** How a bound moved: tightened (accepts less), relaxed (accepts more, or removed), or newly set. */
export type BoundMove = 'tightened' | 'relaxed' | 'set';

const isUpper = (k: BoundKeyword) => k.startsWith('max') || k === 'exclusiveMaximum';
const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** How `keyword` moved between two nodes, or undefined when it did not. */
export function boundMove(keyword: BoundKeyword, base: JsonObject, head: JsonObject): BoundMove | undefined {
  const b = typeof base[keyword] === 'number' ? (base[keyword] as number) : undefined;
  const h = typeof head[keyword] === 'number' ? (head[keyword] as number) : undefined;
  if (b === h) return undefined;
  if (b === undefined) return 'set';
  if (h === undefined) return 'relaxed';
  return (isUpper(keyword) ? h < b : h > b) ? 'tightened' : 'relaxed';
}

const INPUT: Record<BoundMove, string> = {
  tightened: '`{{keyword}}` of {{subject}} went from {{from}} to {{to}}: values the old schema accepted may now be rejected.',
  relaxed: '`{{keyword}}` of {{subject}} went from {{from}} to {{to}}: more values are accepted.',
  set: '`{{keyword}}` of {{subject}} is now {{to}}: values outside it are rejected.',
};
const OUTPUT: Record<BoundMove, string> = {
  tightened: '`{{keyword}}` of {{subject}} went from {{from}} to {{to}}: returned values are more constrained.',
  relaxed: '`{{keyword}}` of {{subject}} went from {{from}} to {{to}}: consumers may get values outside the old bound.',
  set: '`{{keyword}}` of {{subject}} is now {{to}}: returned values are more constrained.',
};

/**
 * The check for one bound moving one way. Tightening or setting a bound narrows what is
 * accepted (breaking for input, harmless for output); relaxing it widens (the reverse). A bound
 * is only compared where both sides accept the type it applies to, so `maxLength` does not
 * echo a change from string to integer.
 */
export function boundCheck(keyword: BoundKeyword, move: BoundMove): SchemaCheck {
  const id = `${kebab(keyword)}-${move}`;
  const narrows = move !== 'relaxed';
  return defineSchemaCheck({
    id,
    description:
      move === 'set' ? `\`${keyword}\` was newly set` : move === 'tightened' ? `\`${keyword}\` was tightened` : `\`${keyword}\` was relaxed or removed`,
    area: 'bounds',
    effect: narrows ? 'narrows' : 'widens',
    action: move,
    input: narrows
      ? { level: 'breaking', bump: 'major', message: INPUT[move], migration: 'Keep {{place}} within `{{keyword}}: {{to}}`.' }
      : { level: 'info', bump: 'minor', message: INPUT[move] },
    output: narrows
      ? { id: `output-${id}`, level: 'info', bump: 'minor', message: OUTPUT[move] }
      : { id: `output-${id}`, level: 'breaking', bump: 'major', message: OUTPUT[move], migration: 'Handle {{place}} outside `{{keyword}}: {{from}}`.' },
    visit(pair, report) {
      if (!mayBe(pair.base, BOUNDS[keyword]) || !mayBe(pair.head, BOUNDS[keyword])) return;
      if (boundMove(keyword, pair.base, pair.head) !== move) return;
      const shown = (n: JsonObject) => (hasOwn(n, keyword) ? String(n[keyword]) : 'no limit');
      const at = hasOwn(pair.head, keyword) ? undefined : { side: 'base' as const, node: pair.base };
      report({ pointer: joinPointer(pair.pointer, keyword), data: { keyword, from: shown(pair.base), to: shown(pair.head) }, ...(at ? { at } : {}) });
    },
  });
}

/** How `multipleOf` moved: a multiple of the old step accepts less, a divisor of it more. */
export function multipleOfMove(base: JsonObject, head: JsonObject): BoundMove | 'changed' | undefined {
  const b = typeof base.multipleOf === 'number' && base.multipleOf > 0 ? base.multipleOf : undefined;
  const h = typeof head.multipleOf === 'number' && head.multipleOf > 0 ? head.multipleOf : undefined;
  if (b === h) return undefined;
  if (b === undefined) return 'set';
  if (h === undefined) return 'relaxed';
  if (isWhole(h / b)) return 'tightened';
  if (isWhole(b / h)) return 'relaxed';
  return 'changed';
}

function isWhole(x: number): boolean {
  return Math.abs(x - Math.round(x)) < 1e-9;
}

/**
 * The visit of the `multipleOf` check for one move. The four checks differ in what the move
 * means (their messages), not in how it is found and shown.
 */
export function multipleOfVisit(move: BoundMove | 'changed'): (pair: NodePair, report: Report) => void {
  return (pair, report) => {
    if (!mayBe(pair.base, 'number') || !mayBe(pair.head, 'number') || multipleOfMove(pair.base, pair.head) !== move) return;
    const shown = (n: JsonObject) => (hasOwn(n, 'multipleOf') ? String(n.multipleOf) : 'none');
    report({ pointer: joinPointer(pair.pointer, 'multipleOf'), data: { from: shown(pair.base), to: shown(pair.head) } });
  };
}
