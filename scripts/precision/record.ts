/**
 * Records the readers' answers: every docs/precision/judged/*.json file (`[{key, verdict, why}]`
 * from a maintainer batch, `[{key, meets, why}]` from an error batch) is merged into
 * verdicts.json or error-verdicts.json, beside the rule, tool and message it was about, so that
 * each verdict can be read and checked in the repository.
 *
 *   node dist/scripts/precision/record.js
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './corpora.js';
import { hashOf } from './measure.js';
import { readVerdicts } from './verdicts.js';

const dir = path.join(root, 'docs/precision');
const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as Record<string, object>;
const { verdicts, errorVerdicts } = readVerdicts();
const judged = path.join(dir, 'judged');
let added = 0;
for (const name of existsSync(judged)
  ? readdirSync(judged)
      .filter((n) => n.endsWith('.json'))
      .sort()
  : []) {
  // The definitions the reader was shown, from the batch they answered.
  const batch = path.join(dir, 'to-judge', name);
  const shown = new Map<string, string>();
  if (existsSync(batch))
    for (const e of JSON.parse(readFileSync(batch, 'utf8')) as Array<{ key: string; definition: unknown }>) shown.set(e.key, hashOf(e.definition));
  for (const answer of JSON.parse(readFileSync(path.join(judged, name), 'utf8')) as Array<{ key: string; verdict?: string; meets?: boolean; why: string }>) {
    const seen = shown.get(answer.key);
    if (seen === undefined) continue;
    const about = { ...(index[answer.key] as object), definitionHash: seen };
    // Answers recorded in an earlier round, on the same definition, stay as they were.
    // A finding may be judged twice, once by each question: look in the answer's own book.
    const book = (answer.verdict !== undefined ? verdicts : errorVerdicts) as Record<string, { definitionHash?: string }>;
    const known = book[answer.key];
    if (known && known.definitionHash === seen) continue;
    if (!index[answer.key]) throw new Error(`${name}: ${answer.key} is not a finding that was drawn`);
    if (answer.verdict !== undefined) {
      if (!['yes', 'low', 'no'].includes(answer.verdict)) throw new Error(`${name}: ${answer.key}: verdict "${answer.verdict}" is not yes, low or no`);
      (verdicts as Record<string, object>)[answer.key] = { verdict: answer.verdict, why: answer.why, ...about };
    } else if (typeof answer.meets === 'boolean') {
      (errorVerdicts as Record<string, object>)[answer.key] = { meets: answer.meets, why: answer.why, ...about };
    } else throw new Error(`${name}: ${answer.key} has neither a verdict nor meets`);
    added++;
  }
}
const sorted = (o: object) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(path.join(dir, 'verdicts.json'), `${JSON.stringify(sorted(verdicts), null, 2)}\n`);
writeFileSync(path.join(dir, 'error-verdicts.json'), `${JSON.stringify(sorted(errorVerdicts), null, 2)}\n`);
console.log(`recorded ${added} answers`);
