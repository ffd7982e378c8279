import { memoized } from '../kit/view/memo.js';
import type { Severity } from './rule.js';

export interface Finding {
  ruleId: string;
  severity: Severity;
  messageId: string;
  message: string;
  /** The tool's name; absent for findings about the registry as a whole. */
  tool?: string;
  file: string;
  pointer: string;
  line?: number;
  column?: number;
  /** For a rule whose fix is certain: the edits that remove the problem, as data. */
  fix?: FixEdit[];
  /**
   * The tool whose definition holds `pointer`, and the pointer within that definition; absent
   * when the finding sits outside every tool (a shared component, the registry's own keys).
   * Baselines and fingerprints key on it, so that adding, removing or reordering tools (which
   * renumbers `/tools/N`) changes no other finding's identity.
   */
  place?: FindingPlace;
}

export interface FindingPlace {
  tool: string;
  pointer: string;
}

/**
 * One change to a file, described as data, never as text: the CLI applies it with the file's
 * own parser (the `yaml` CST, jsonc-parser) so that everything else stays as written.
 */
export interface FixEdit {
  /** The file the edit changes: where the node is written (a `$ref` target's own file). */
  file: string;
  /** The object the edit applies to. */
  pointer: string;
  /** `set` adds the member or replaces its value; `remove` deletes it. */
  op: 'set' | 'remove';
  /** The member of that object (an index, as a string, in an array). */
  key: string;
  value?: unknown;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 3, warn: 2, info: 1, hint: 0 };

export function severityAtLeast(severity: Severity, threshold: Severity): boolean {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}

/** Stable output order: file, line, column, rule, then pointer for findings without lines. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    cmp(a.file, b.file) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    cmp(a.ruleId, b.ruleId) ||
    cmp(a.pointer, b.pointer) ||
    cmp(a.message, b.message)
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `{{name}}` placeholders filled from data; a missing key is left visible, not blanked. A value
 * longer than MAX_VALUE characters (a 10,000-character tool name in a hostile file) is cut, so
 * that one finding stays one readable line; the finding's pointer still says where the value is.
 */
export function renderMessage(template: string, data: Record<string, unknown> | undefined): string {
  const parts = templateParts(template);
  if (parts.length === 1) return parts[0];
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 3) {
    const key = parts[i];
    out += (data && Object.prototype.hasOwnProperty.call(data, key) ? shortened(String(data[key])) : parts[i + 1]) + parts[i + 2];
  }
  return out;
}

const MAX_VALUE = 200;

/** At most MAX_VALUE characters, the last an ellipsis; a surrogate pair is not split. */
export function shortened(value: string, max = MAX_VALUE): string {
  if (value.length <= max) return value;
  let end = max - 1;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${value.slice(0, end)}…`;
}

/**
 * A template split once into text, then (key, placeholder as written, text) triples: messages
 * are rendered once per finding, and there may be hundreds of thousands.
 */
const templateParts = memoized((template: string): string[] => {
  const parts: string[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)) {
    parts.push(template.slice(last, m.index), m[1], m[0]);
    last = m.index + m[0].length;
  }
  parts.push(template.slice(last));
  return parts;
}, 5_000);
