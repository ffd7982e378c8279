import { ToolslintError } from '../model/index.js';
import { findTarget, TARGET_NAMES } from '../targets/index.js';
import { configError, shown } from './messages.js';
import { toList } from './globs.js';
import { didYouMean } from '../model/index.js';
import type { ConfigFile } from './types.js';

function unknownTarget(name: string): string {
  return `unknown target ${shown(name)}${didYouMean(name, TARGET_NAMES)}; the targets are ${TARGET_NAMES.join(', ')} (toolslint targets lists them)`;
}

/** The target names a `target` key gives, each checked; undefined when the key is absent. */
export function readTargets(file: ConfigFile, pointer: string, value: string | string[] | undefined, errors: ToolslintError[]): string[] | undefined {
  if (value === undefined) return undefined;
  const names = toList(value);
  names.forEach((name, i) => {
    if (!findTarget(name)) errors.push(configError(file, Array.isArray(value) ? `${pointer}/${i}` : pointer, unknownTarget(name)));
  });
  return names;
}

/**
 * The target names of an object that may give them as `target` or, as the design names the
 * key, `provider`; both at once is an error, since one would silently win.
 */
export function readTargetKey(
  file: ConfigFile,
  pointer: string,
  data: { target?: string | string[]; provider?: string | string[] },
  errors: ToolslintError[],
): string[] | undefined {
  if (data.target !== undefined && data.provider !== undefined) {
    errors.push(configError(file, `${pointer}/provider`, 'give target or provider, not both: they are one key under two names'));
    return undefined;
  }
  return data.provider !== undefined
    ? readTargets(file, `${pointer}/provider`, data.provider, errors)
    : readTargets(file, `${pointer}/target`, data.target, errors);
}

/** `--target` values, checked before any file is read. */
export function checkCliTargets(names: readonly string[]): void {
  for (const name of names) {
    if (!findTarget(name)) throw new ToolslintError('usage', `--target: ${unknownTarget(name)}.`);
  }
}
