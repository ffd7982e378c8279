import { Option } from 'commander';
import { DIALECTS, ToolslintError } from '../../model/index.js';

const MB = 1024 * 1024;

/** `--dialect`, the same for every command that reads registries. */
export function dialectOption(): Option {
  return new Option('--dialect <dialect>', 'read every input as this dialect instead of detecting it').choices([...DIALECTS] as string[]);
}

/** `--max-file-size <MB>` as bytes, or a usage error that says what it must be. */
export function maxFileSizeBytes(value: string): number {
  const megabytes = Number(value);
  if (!(megabytes > 0)) throw new ToolslintError('usage', `--max-file-size must be a positive number of megabytes (got "${value}").`);
  return megabytes * MB;
}
