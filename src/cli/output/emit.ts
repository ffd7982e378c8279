import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../cli-io.js';

/** Writes the report to -o FILE, or to stdout. */
export function emit(io: CliIO, text: string, output: string | undefined): void {
  if (output === undefined) {
    io.stdout.write(text);
    return;
  }
  try {
    writeFileSync(path.resolve(io.cwd, output), text);
  } catch (e) {
    throw new ToolslintError('usage', `cannot write the report to ${output} (${(e as { code?: string }).code ?? String(e)}).`);
  }
}
