import { parsePointer, ToolslintError } from '../model/index.js';
import type { ConfigFile } from './types.js';

export const SEVERITY_CHOICES = ['error', 'warn', 'info', 'hint', 'off'] as const;

/** Control characters a config could smuggle into a terminal, shown escaped instead. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function clean(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The first line of whatever was thrown, safe to print: no control characters, bounded. */
export function describeThrown(e: unknown): string {
  let text: string;
  try {
    text = String(e instanceof Error ? e.message : e);
  } catch {
    text = Object.prototype.toString.call(e);
  }
  return clean((text.split('\n')[0] ?? '').slice(0, 300));
}

/** `/overrides/0/rules/x` → `overrides[0].rules.x`, the way people name a key. */
export function keyPath(pointer: string): string {
  let out = '';
  for (const s of parsePointer(pointer)) {
    if (/^\d+$/.test(s) && out) out += `[${s}]`;
    else out += out ? `.${clean(s)}` : clean(s);
  }
  return out;
}

/** A value as quoted in a message: strings in quotes (shortened), others by kind. */
export function shown(value: unknown): string {
  if (typeof value === 'string') {
    const s = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return clean(JSON.stringify(s));
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'an array' : value === undefined ? 'nothing' : 'an object';
}

/** `a string`, `an array`, … for "must be X, not Y" sentences. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const t = typeof value;
  return t === 'object' ? 'an object' : `a ${t}`;
}

export function severityProblem(value: unknown): string {
  return `severity must be one of ${SEVERITY_CHOICES.join(', ')} (got ${shown(value)})`;
}

export function where(file: ConfigFile, pointer: string): string {
  const pos = file.locate(pointer);
  return pos ? `${file.display}:${pos.line}:${pos.column}` : file.display;
}

/**
 * One sentence naming the file, the line and column, and the key:
 * `.toolslintrc.yaml:4:19: rules.tool-name-verb: severity must be one of … (got "warning").`
 */
export function configError(file: ConfigFile, pointer: string, detail: string): ToolslintError {
  const position = file.locate(pointer);
  const at = position ? `${file.display}:${position.line}:${position.column}` : file.display;
  const key = keyPath(file.base + pointer);
  const text = key ? `${key}: ${detail}` : `the config ${detail}`;
  return new ToolslintError('config', `${at}: ${text}.`, { file: file.display, position });
}
