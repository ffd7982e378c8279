import { lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { closest, editDistance } from '../../model/index.js';
import { COMMAND_NAMES } from '../commands.js';
import { braceExpansionCount } from './brace-count.js';

/** The most patterns a glob's braces may expand to: fast-glob expands them all, in memory, before it reads a folder. */
export const MAX_BRACE_EXPANSION = 1_000;

/** Extensions a folder is searched for. */
export const REGISTRY_EXTENSIONS = ['json', 'jsonc', 'yaml', 'yml'];

/** Files in a folder that are never tool registries, whatever they hold. */
export const NEVER_REGISTRIES = [
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.*.json',
  '.toolslintrc.*',
  'pnpm-lock.yaml',
  '.pre-commit-config.yaml',
  '.pre-commit-hooks.yaml',
  'action.yml',
  'action.yaml',
  '.github/**',
];

export interface Target {
  /** Path as shown to the user (relative to cwd when inside it). */
  file: string;
  absolute: string;
  /** Named on the command line (true) or found by expanding a folder or glob (false). */
  explicit: boolean;
  /** The folder argument it was found under, for grouping a folder of single-tool files. */
  group?: string;
}

export interface Expansion {
  targets: Target[];
  /** Arguments that named nothing, each with a sentence. */
  missing: Array<{ arg: string; message: string }>;
  /**
   * Folders that hold no JSON or YAML file at all: an empty registry, as `[]` is, rather than
   * a mistake. A folder whose files are all passed over is not one of these.
   */
  empty: Array<{ file: string; absolute: string }>;
}

/**
 * Turns command-line arguments into files: a file is taken as is, a folder is searched for
 * JSON and YAML files, anything else is a glob. Results are sorted and unique so that output
 * order does not depend on the file system.
 */
export function expandArguments(args: string[], cwd: string): Expansion {
  const seen = new Set<string>();
  const targets: Target[] = [];
  const missing: Expansion['missing'] = [];
  const empty: Expansion['empty'] = [];
  const add = (absolute: string, explicit: boolean, group?: string) => {
    if (seen.has(absolute)) return;
    seen.add(absolute);
    targets.push({ file: display(absolute, cwd), absolute, explicit, group });
  };
  for (const arg of args) {
    const absolute = path.resolve(cwd, arg);
    const stat = statOrUndefined(absolute);
    if (stat?.isFile()) add(absolute, true);
    else if (stat?.isDirectory()) {
      const { files: found, unreadable } = searchFolder(absolute, true);
      if (unreadable)
        missing.push({ arg, message: `${display(unreadable.path, cwd)}: cannot read this folder (${unreadable.code}), so no file under it was linted.` });
      if (found.length === 0 && !unreadable) {
        // Only files that are never registries (tsconfig.json, action.yml): the folder is not
        // empty, it is the wrong folder, as one holding only a package.json is.
        if (searchFolder(absolute, false).files.length > 0)
          missing.push({ arg, message: `${arg}: no tool registry found; the folder holds only files that are never tool registries.` });
        else empty.push({ file: display(absolute, cwd), absolute });
      }
      for (const f of found.sort()) add(path.normalize(f), false, absolute);
    } else if (stat || isSymbolicLink(absolute)) {
      missing.push({ arg, message: `${arg}: ${whyNotRead(absolute)}` });
    } else if (fg.isDynamicPattern(arg)) {
      if (braceExpansionCount(arg, MAX_BRACE_EXPANSION) > MAX_BRACE_EXPANSION) {
        missing.push({
          arg,
          message: `${arg}: its braces expand to more than ${MAX_BRACE_EXPANSION.toLocaleString('en-US')} patterns, so it is not searched; write fewer alternatives, or a wildcard.`,
        });
        continue;
      }
      const {
        files: found,
        unreadable,
        problem,
      } = readableGlob(arg.replace(/\\/g, '/'), {
        cwd,
        absolute: true,
        onlyFiles: true,
        // As a folder is searched: a link back up the tree would be walked again and again.
        followSymbolicLinks: false,
        ignore: ['**/node_modules/**', '**/.git/**'],
      });
      if (problem) missing.push({ arg, message: `${arg}: cannot expand this pattern (${problem}).` });
      else if (unreadable)
        missing.push({ arg, message: `${display(unreadable.path, cwd)}: cannot read this folder (${unreadable.code}), so no file under it was linted.` });
      else if (found.length === 0) missing.push({ arg, message: `${arg}: no files match this pattern.` });
      for (const f of found.sort()) add(path.normalize(f), false);
    } else {
      missing.push({ arg, message: `${arg}: no such file or folder${commandTypo(arg) || '.'}` });
    }
  }
  return { targets, missing, empty };
}

/** The JSON and YAML files under a folder, without those that are never registries unless asked. */
function searchFolder(absolute: string, skipNeverRegistries: boolean): Found {
  return readableGlob(`**/*.{${REGISTRY_EXTENSIONS.join(',')}}`, {
    cwd: absolute,
    absolute: true,
    dot: false,
    onlyFiles: true,
    followSymbolicLinks: false,
    ignore: ['**/node_modules/**', '**/.git/**', ...(skipNeverRegistries ? NEVER_REGISTRIES.map((p) => `**/${p}`) : [])],
  });
}

interface Found {
  files: string[];
  /** A folder that could not be read (no permission): the files beside it are still found. */
  unreadable?: { path: string; code: string };
  /** Why the pattern itself could not be expanded (a brace range past the matcher's limit). */
  problem?: string;
}

/**
 * A glob, and when a folder under it cannot be read, the files of the others with that folder
 * named: fast-glob either stops at the first such folder or, told to, passes over it in silence.
 */
function readableGlob(pattern: string, options: fg.Options): Found {
  try {
    return { files: fg.sync(pattern, options) };
  } catch (e) {
    const { code, path: at } = e as { code?: string; path?: string };
    // The matcher refuses some patterns with a plain Error (a brace range past its limit).
    if (typeof code !== 'string') return { files: [], problem: e instanceof Error ? e.message.replace(/\.+$/, '') : String(e) };
    return { files: fg.sync(pattern, { ...options, suppressErrors: true }), unreadable: { path: at ?? String(options.cwd), code } };
  }
}

/**
 * Why a path that exists is not read, as the end of a sentence: a FIFO, a device or a socket
 * (reading it may never end), or a symbolic link that leads nowhere. Undefined when nothing is there.
 */
export function whyNotRead(absolute: string): string | undefined {
  const what = whatIsNotRead(absolute);
  // A dangling link is read by nothing anyway; the others are passed over on purpose.
  return what === undefined ? undefined : what === DANGLING ? `${what}.` : `${what}, so it is not read.`;
}

const DANGLING = 'a symbolic link to a file that does not exist';

/** What a path that exists but is not read is, as a phrase after "is"; undefined for a file, a folder or nothing. */
export function whatIsNotRead(absolute: string): string | undefined {
  try {
    const stat = statSync(absolute);
    return stat.isFile() || stat.isDirectory() ? undefined : 'not a regular file or a folder';
  } catch (e) {
    // Here the link's target cannot be reached: it loops, or it is missing.
    if ((e as { code?: string }).code === 'ELOOP') return 'a symbolic link that leads back to itself';
    return isSymbolicLink(absolute) ? DANGLING : undefined;
  }
}

function isSymbolicLink(absolute: string): boolean {
  try {
    return lstatSync(absolute).isSymbolicLink();
  } catch {
    return false;
  }
}

/** A regular file is there (a link to one counts). */
export function isFile(p: string): boolean {
  return statOrUndefined(p)?.isFile() === true;
}

function statOrUndefined(p: string) {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

/** Relative to cwd with `/` separators when inside it, else absolute. */
export function display(absolute: string, cwd: string): string {
  const rel = path.relative(cwd, absolute);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return absolute.split(path.sep).join('/');
  return rel.split(path.sep).join('/');
}

/** The commands a mistyped first word may have meant: `toolslint lnt tools.json`. */
const COMMANDS: readonly string[] = COMMAND_NAMES;

/**
 * `; did you mean the command "lint"?` for a bare word one edit from a command's name, or its
 * letters swapped (`lnit`); a word further off (`tools` and `rules`) is more likely a missing
 * folder, and a hint would mislead.
 */
function commandTypo(arg: string): string {
  if (!/^[a-z]+$/i.test(arg)) return '';
  const word = arg.toLowerCase();
  const sorted = (w: string) => [...w].sort().join('');
  const command = closest(word, COMMANDS, 1) ?? COMMANDS.find((c) => sorted(word) === sorted(c) && editDistance(word, c, 2) <= 2);
  return command === undefined ? '' : `; did you mean the command "${command}"?`;
}
