import { hasOwn, joinPointer, type JsonObject } from '../model/index.js';
import { defineSchemaCheck, type SchemaCheck } from './check.js';
import { mayBe } from './schema-types.js';
import { patternWitness } from './pattern-witness.js';
import { show } from './values.js';

type Keyword = 'pattern' | 'format';
type Move = 'added' | 'changed' | 'removed';

const NOUN: Record<Keyword, string> = { pattern: 'pattern', format: 'format' };

/**
 * The check for a string `pattern` or `format` being added, changed or removed. A changed
 * pattern or format cannot be ordered (neither is known to accept more), so it is breaking in
 * both directions. `format` is compared as validators may enforce it, which many do.
 */
export function stringConstraintCheck(keyword: Keyword, move: Move): SchemaCheck {
  const id = `${keyword}-${move}`;
  const noun = NOUN[keyword];
  const messages = {
    added: [`{{Subject}} must now match ${noun} {{to}}: values that do not are rejected.`, `{{Subject}} now matches ${noun} {{to}}.`],
    changed:
      keyword === 'pattern'
        ? [
            `The ${noun} of {{subject}} changed from {{from}} to {{to}}: no value was found that only one of them matches, so check that the values you send still match.`,
            `The ${noun} of {{subject}} changed from {{from}} to {{to}}: no value was found that only one of them matches, so check what you rely on.`,
          ]
        : [
            `The ${noun} of {{subject}} changed from {{from}} to {{to}}: values that matched only the old one are rejected.`,
            `The ${noun} of {{subject}} changed from {{from}} to {{to}}: consumers that rely on the old one may get values that do not match it.`,
          ],
    removed: [
      `{{Subject}} no longer has to match ${noun} {{from}}.`,
      `{{Subject}} no longer matches ${noun} {{from}}: consumers that rely on it may get values that do not.`,
    ],
  }[move];
  // A changed pattern whose direction was shown is pattern-tightened or pattern-relaxed (pattern-checks.ts).
  const uncertain = keyword === 'pattern' && move === 'changed';
  const inputBreaks = move !== 'removed' && !uncertain;
  const outputBreaks = move !== 'added' && !uncertain;
  return defineSchemaCheck({
    id,
    description: `a string \`${keyword}\` was ${move}`,
    area: keyword,
    effect: move === 'added' ? 'narrows' : move === 'removed' ? 'widens' : uncertain ? 'neither' : 'both',
    action: move,
    input: inputBreaks
      ? { level: 'breaking', bump: 'major', message: messages[0], migration: `Send {{place}} matching ${noun} {{to}}.` }
      : uncertain
        ? { level: 'warning', bump: 'minor', message: messages[0], migration: `Check that the values you send for {{place}} match ${noun} {{to}}.` }
        : { level: 'info', bump: 'minor', message: messages[0] },
    output: outputBreaks
      ? {
          id: `output-${id}`,
          level: 'breaking',
          bump: 'major',
          message: messages[1],
          migration: `Handle {{place}} values that do not match ${noun} {{from}}.`,
        }
      : uncertain
        ? {
            id: `output-${id}`,
            level: 'warning',
            bump: 'minor',
            message: messages[1],
            migration: `Check that you accept {{place}} values matching ${noun} {{to}}.`,
          }
        : { id: `output-${id}`, level: 'info', bump: 'minor', message: messages[1] },
    visit(pair, report) {
      if (!mayBe(pair.base, 'string') || !mayBe(pair.head, 'string')) return;
      const b = stringValue(pair.base, keyword);
      const h = stringValue(pair.head, keyword);
      const actual: Move | undefined = b === h ? undefined : b === undefined ? 'added' : h === undefined ? 'removed' : 'changed';
      if (actual !== move) return;
      if (uncertain && (patternWitness(b!, h!) !== undefined || patternWitness(h!, b!) !== undefined)) return;
      const data = { from: b === undefined ? 'none' : show(b), to: h === undefined ? 'none' : show(h) };
      report({ pointer: joinPointer(pair.pointer, keyword), data, ...(move === 'removed' ? { at: { side: 'base' as const, node: pair.base } } : {}) });
    },
  });
}

function stringValue(node: JsonObject, keyword: Keyword): string | undefined {
  return hasOwn(node, keyword) && typeof node[keyword] === 'string' ? (node[keyword] as string) : undefined;
}
