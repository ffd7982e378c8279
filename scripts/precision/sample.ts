/**
 * Draws the findings to be judged blind, and writes them for the readers.
 *
 *   npm run compile && node dist/scripts/precision/sample.js
 *
 * For each preset, a seeded random sample of its warn and error findings on the real corpora
 * (every rule in turn, so each is judged), plus a sample of the error findings alone. Findings
 * that already have a verdict in docs/precision/verdicts.json (or error-verdicts.json) are not
 * drawn again; the rest go to docs/precision/to-judge/, in batches a reader takes one at a time.
 * A batch holds the tool's definition and the finding's message, and nothing else: not the
 * rule's severity, not what others said.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './corpora.js';
import { drawFocused, presetRun, sample, type Judged } from './measure.js';
import { FOCUSED, readVerdicts, SAMPLES, verdictOn } from './verdicts.js';

const dir = path.join(root, 'docs/precision/to-judge');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const { verdicts, errorVerdicts } = readVerdicts();

const batches = (name: string, list: Judged[], shape: (f: Judged) => object) => {
  for (let i = 0; i * 25 < list.length; i++) {
    const file = path.join(dir, `${name}-${i + 1}.json`);
    writeFileSync(file, `${JSON.stringify(list.slice(i * 25, i * 25 + 25).map(shape), null, 2)}\n`);
  }
};

/** What the readers are not shown, kept for recording their verdicts beside the findings. */
const indexFile = path.join(root, 'docs/precision/index.json');
const index: Record<string, { ruleId: string; severity: string; corpus: string; tool?: string; message: string; definitionHash?: string }> = existsSync(
  indexFile,
)
  ? JSON.parse(readFileSync(indexFile, 'utf8'))
  : {};

const queued = new Set<string>();
for (const spec of SAMPLES) {
  const run = presetRun(spec.preset);
  const drawn = sample(run.findings, spec.size, spec.seed, (f) => f.severity === 'warn' || f.severity === 'error');
  // A finding both presets draw is judged once.
  const open = drawn.filter((f) => !verdictOn(verdicts, f) && !queued.has(f.key));
  for (const f of open) queued.add(f.key);
  batches(`${spec.name}-maintainer`, open, (f) => ({ key: f.key, tool: f.tool ?? '(the whole registry)', definition: f.definition, finding: f.message }));
  const errors = sample(run.findings, spec.errorSize, spec.seed + 1, (f) => f.severity === 'error').filter((f) => !verdictOn(errorVerdicts, f));
  batches(`${spec.name}-error`, errors, (f) => ({ key: f.key, tool: f.tool ?? '(the whole registry)', definition: f.definition, finding: f.message }));
  for (const f of [...open, ...errors])
    index[f.key] = { ruleId: f.ruleId, severity: f.severity, corpus: f.corpus, tool: f.tool, message: f.message, definitionHash: f.definitionHash };
  console.log(`${spec.preset}: ${drawn.length} drawn, ${open.length} to judge; ${errors.length} errors to judge`);
}
for (const spec of FOCUSED) {
  const drawn = drawFocused(spec);
  const open = drawn.filter((f) => !verdictOn(verdicts, f) && !queued.has(f.key));
  for (const f of open) queued.add(f.key);
  batches(`${spec.name}-maintainer`, open, (f) => ({ key: f.key, tool: f.tool ?? '(the whole registry)', definition: f.definition, finding: f.message }));
  for (const f of open)
    index[f.key] = { ruleId: f.ruleId, severity: f.severity, corpus: f.corpus, tool: f.tool, message: f.message, definitionHash: f.definitionHash };
  console.log(`${spec.name} (${spec.rules.join(', ')}): ${drawn.length} drawn, ${open.length} to judge`);
}
writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
