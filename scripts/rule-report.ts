/**
 * The rule report: how often each rule fires under each preset on real tool definitions, how
 * many findings each tool gets, and how precise each rule is by the verdicts of readers who did
 * not write the rules (docs/precision/).
 *
 *   npm run compile && node dist/scripts/rule-report.js      writes docs/rule-report.md
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { presetSeverity } from '../src/config/index.js';
import { RULES } from '../rules/index.js';
import { CORPORA, root } from './precision/corpora.js';
import { drawFocused, presetRun, sample, type Judged, type PresetRun } from './precision/measure.js';
import { FOCUSED, readVerdicts, SAMPLES, verdictOn } from './precision/verdicts.js';

const { verdicts, errorVerdicts } = readVerdicts();
const pct = (n: number, d: number) => (d === 0 ? '–' : `${Math.round((100 * n) / d)} %`);
const lines: string[] = [
  '# Rule report',
  '',
  'Made by `scripts/rule-report.ts` (`npm run docs`); do not edit by hand. Each preset ran, as a user who extends it',
  'would run it, over the real tool definitions in `shared/corpus`.',
  '',
  "Precision is judged blind. A reader who did not write the rules is given only a tool's definition and one finding, drawn",
  'at random (every rule in turn), and asked one question: *would the maintainer of this tool change the definition because',
  'of this finding?* The answers are **yes**, **low** (true, but of too little value to act on) and **no** (wrong, or noise).',
  'Error findings are also judged against the definition of `error`: a provider or MCP client rejects the definition, no',
  "valid call exists, or a schema is invalid. The verdicts, with the reader's reasons, are in",
  '[precision/verdicts.json](precision/verdicts.json) and [precision/error-verdicts.json](precision/error-verdicts.json);',
  '`scripts/precision/` draws new samples after a rule changes. Precision here is (yes + low) / judged.',
  '',
];

function judgedOf(list: Judged[]) {
  const v = list.map((f) => verdictOn(verdicts, f)?.verdict).filter((x) => x !== undefined);
  return { n: v.length, yes: v.filter((x) => x === 'yes').length, low: v.filter((x) => x === 'low').length, no: v.filter((x) => x === 'no').length };
}

function presetSection(run: PresetRun, spec: (typeof SAMPLES)[number]) {
  const drawn = sample(run.findings, spec.size, spec.seed, (f) => f.severity === 'warn' || f.severity === 'error');
  const j = judgedOf(drawn);
  const errors = spec.errorSize > 0 ? sample(run.findings, spec.errorSize, spec.seed + 1, (f) => f.severity === 'error') : [];
  const e = errors.map((f) => verdictOn(errorVerdicts, f)).filter((x) => x !== undefined);
  lines.push(`## \`${spec.preset}\``, '');
  lines.push('| corpus | tools | warn+error per tool, median | mean | errors |', '|---|---:|---:|---:|---:|');
  for (const c of CORPORA) {
    const t = run.perTool.get(c.id)!;
    lines.push(`| ${c.title} | ${t.tools} | ${t.median} | ${t.mean.toFixed(2)} | ${t.errors} |`);
  }
  lines.push('');
  lines.push(
    `Blind sample: ${drawn.length} warn and error findings drawn, ${j.n} judged: ${j.yes} yes, ${j.low} low, ${j.no} no; precision ${pct(j.yes + j.low, j.n)}, "no" ${pct(j.no, j.n)}.`,
  );
  if (spec.errorSize > 0)
    lines.push(
      `Errors: ${errors.length} drawn, ${e.length} judged, ${e.filter((x) => x.meets).length} meet the definition of error (${pct(e.filter((x) => x.meets).length, e.length)}).`,
    );
  lines.push(
    '',
    '| rule | severity | ' + CORPORA.map((c) => c.id).join(' | ') + ' | judged | yes | low | no | precision |',
    `|---|---|${CORPORA.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|`,
  );
  for (const [id, rule] of RULES) {
    const severity = presetSeverity(spec.preset, rule);
    const per = run.counts.get(id);
    if (severity === 'off' && !per) continue;
    const r = judgedOf(drawn.filter((f) => f.ruleId === id));
    lines.push(
      `| \`${id}\` | ${severity} | ${CORPORA.map((c) => per?.get(c.id) ?? 0).join(' | ')} | ${r.n} | ${r.yes} | ${r.low} | ${r.no} | ${pct(r.yes + r.low, r.n)} |`,
    );
  }
  lines.push('');
}

/** A focused sample: the findings of rules that changed, of every severity, judged apart. */
function focusedSection(spec: (typeof FOCUSED)[number]) {
  const drawn = drawFocused(spec);
  const j = judgedOf(drawn);
  lines.push(`## After a rule change: ${spec.rules.map((r) => `\`${r}\``).join(', ')}`, '');
  lines.push(
    `Why: ${spec.why}. Under \`${spec.preset}\`, ${drawn.length} of their findings (every severity) drawn, ${j.n} judged: ${j.yes} yes, ${j.low} low, ${j.no} no; precision ${pct(j.yes + j.low, j.n)}.`,
    '',
    '| rule | judged | yes | low | no | precision |',
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const id of spec.rules) {
    const r = judgedOf(drawn.filter((f) => f.ruleId === id));
    lines.push(`| \`${id}\` | ${r.n} | ${r.yes} | ${r.low} | ${r.no} | ${pct(r.yes + r.low, r.n)} |`);
  }
  lines.push('');
}

for (const spec of SAMPLES) presetSection(presetRun(spec.preset), spec);
for (const spec of FOCUSED) focusedSection(spec);
const out = path.join(root, 'docs/rule-report.md');
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
