import path from 'node:path';
import { ToolslintError } from '../../model/index.js';
import { isFile } from '../io/files.js';

/** One `-f` or `-o` as it appeared on the command line. */
export interface OutputFlag {
  kind: 'format' | 'output';
  value: string;
}

export interface OutputPlan<F extends string> {
  format: F;
  /** The file to write; absent for standard output. */
  output?: string;
}

/**
 * Turns `-f`/`-o` flags, in command-line order, into the reports to write. Each `-o` belongs
 * to the `-f` just before it and a `-f` without one prints to standard output, of which there
 * can be one. A single `-f` and a single `-o` pair in either order, as they always have.
 */
export function planOutputs<F extends string>(flags: OutputFlag[], fallback: F, cwd: string): Array<OutputPlan<F>> {
  const formats = flags.filter((f) => f.kind === 'format');
  const outputs = flags.filter((f) => f.kind === 'output');
  if (formats.length <= 1 && outputs.length <= 1) {
    return [{ format: (formats[0]?.value ?? fallback) as F, ...(outputs[0] ? { output: outputs[0].value } : {}) }];
  }
  const plan: Array<OutputPlan<F>> = [];
  for (const flag of flags) {
    if (flag.kind === 'format') {
      plan.push({ format: flag.value as F });
      continue;
    }
    const last = plan.at(-1);
    if (!last)
      throw usage(
        `-o ${flag.value} comes before any -f; with several formats, put each -o right after the -f it is for (-f stylish -f sarif -o report.sarif).`,
      );
    if (last.output !== undefined)
      throw usage(`-f ${last.format} is followed by two files, -o ${last.output} and -o ${flag.value}; give each file its own -f.`);
    last.output = flag.value;
  }
  const toStdout = plan.filter((p) => p.output === undefined);
  if (toStdout.length > 1) {
    throw usage(`${toStdout.map((p) => `-f ${p.format}`).join(' and ')} would all print to standard output; put -o FILE after all but one of them.`);
  }
  const seen = new Map<string, string>();
  for (const p of plan) {
    if (p.output === undefined) continue;
    const key = path.resolve(cwd, p.output);
    if (seen.has(key)) throw usage(`-o ${p.output} is named for two formats (-f ${seen.get(key)} and -f ${p.format}); give each its own file.`);
    seen.set(key, p.format);
  }
  return plan;
}

/**
 * Refuses a report that would be written over a file the run reads: `lint tools.json -o
 * tools.json` would replace the registry with its own report. `inputs` are the command-line
 * arguments; those that are not existing files (folders, globs, `-`) are passed over.
 */
export function refuseOverwritingInputs(plan: ReadonlyArray<OutputPlan<string>>, inputs: readonly string[], cwd: string): void {
  // Most runs print to standard output: a pre-commit run of many files stats none of them here.
  if (plan.every((p) => p.output === undefined)) return;
  const files = new Set(inputs.filter((a) => a !== '-' && isFile(path.resolve(cwd, a))).map((a) => path.resolve(cwd, a)));
  for (const p of plan) {
    if (p.output !== undefined && files.has(path.resolve(cwd, p.output)))
      throw usage(`-o ${p.output} names a file this run reads, which the report would overwrite; write the report to another file.`);
  }
}

function usage(message: string): ToolslintError {
  return new ToolslintError('usage', message);
}
