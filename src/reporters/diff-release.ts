import type { Change, Level } from '../differ/index.js';
import { markdownCell } from './markup.js';
import { wordDiff } from './word-diff.js';

/** One line of release notes: one change, or several collapsed into one. */
export interface NoteItem {
  level: Level;
  /** Markdown, one line. */
  text: string;
  /** What a caller must do, Markdown, one line; only for breaking changes and warnings. */
  migration?: string;
  /** The changes it stands for, for `--verbose`. */
  changes: Change[];
}

/** What release notes say: tools removed, renamed and added as lists, the rest per tool. */
export interface ReleaseNotes {
  removed: Change[];
  renamed: Array<{ from: string; to: string; change: Change }>;
  added: Change[];
  tools: Map<string, NoteItem[]>;
}

const ENUM_IDS = new Set(['enum-value-removed', 'enum-value-added', 'output-enum-value-removed', 'output-enum-value-added']);
const DESCRIPTION_IDS = new Set(['tool-description-changed', 'param-description-changed', 'output-property-description-changed']);
const RANK: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

/**
 * Groups a diff's changes the way a reader of release notes wants them: a removed tool is a
 * name in one list, however many there are; a tool that looks renamed is said once, as a
 * rename, and not again as added; the values added to and removed from one enum are one line
 * (a change of case shown as old → new); a reworded description is a short word diff.
 */
export function releaseNotes(changes: readonly Change[]): ReleaseNotes {
  const notes: ReleaseNotes = { removed: [], renamed: [], added: [], tools: new Map() };
  const targets = new Set<string>();
  for (const c of changes) {
    const renamed = c.id === 'tool-renamed' || c.id === 'operation-id-renamed';
    const to = renamed ? c.data.to : c.id === 'tool-removed' ? c.data.replacement : undefined;
    if (to !== undefined) {
      notes.renamed.push({ from: renamed ? c.data.from : c.tool, to, change: c });
      targets.add(to);
    } else if (c.id === 'tool-removed') notes.removed.push(c);
  }
  const enums = new Map<string, Change[]>();
  for (const c of changes) {
    if (c.id === 'tool-removed' || c.id === 'tool-renamed' || c.id === 'operation-id-renamed') continue;
    if (c.id === 'tool-added') {
      if (!targets.has(c.tool)) notes.added.push(c);
      continue;
    }
    if (ENUM_IDS.has(c.id)) {
      const key = `${c.tool}\u0000${c.direction}\u0000${c.pointer}`;
      if (!enums.has(key)) {
        enums.set(key, []);
        push(notes, c.tool, { level: c.level, text: '', changes: enums.get(key)! });
      }
      enums.get(key)!.push(c);
      continue;
    }
    push(notes, c.tool, single(c));
  }
  for (const items of notes.tools.values()) {
    for (const item of items) if (item.text === '') Object.assign(item, enumItem(item.changes));
    items.sort((a, b) => RANK[a.level] - RANK[b.level]);
  }
  return notes;
}

function push(notes: ReleaseNotes, tool: string, item: NoteItem): void {
  const list = notes.tools.get(tool) ?? [];
  list.push(item);
  notes.tools.set(tool, list);
}

function single(c: Change): NoteItem {
  const item: NoteItem = { level: c.level, text: inline(c.message), changes: [c] };
  if (DESCRIPTION_IDS.has(c.id) && typeof c.before === 'string' && typeof c.after === 'string') {
    const whose = c.id === 'tool-description-changed' ? 'the tool' : (c.data.subject ?? 'it');
    item.text = `Description of ${inline(whose)} reworded: ${wordDiff(c.before, c.after)}`;
  }
  if (c.level !== 'info' && c.migration) item.migration = inline(c.migration);
  return item;
}

/** Every value added to or removed from one enum, as one line; pairs that differ only in case as renames. */
function enumItem(changes: Change[]): Omit<NoteItem, 'changes'> {
  const first = changes[0];
  const level = changes.reduce<Level>((l, c) => (RANK[c.level] < RANK[l] ? c.level : l), 'info');
  const removed = changes.filter((c) => c.id.endsWith('enum-value-removed')).map((c) => c.data.value);
  const added = changes.filter((c) => c.id.endsWith('enum-value-added')).map((c) => c.data.value);
  const cased = removed.length > 0 && removed.length === added.length && removed.every((v) => added.some((a) => a.toLowerCase() === v.toLowerCase()));
  const input = first.direction === 'input';
  const subject = inline(first.data.Subject ?? first.tool);
  const path = spanText(first.data.path ?? '');
  if (cased) {
    const pairs = removed.map((v) => `${v} → ${added.find((a) => a.toLowerCase() === v.toLowerCase())}`);
    const text = `${subject}: enum values changed case: ${values(pairs)}; ${input ? 'calls that send the old values are rejected' : 'consumers receive the new values'}.`;
    const migration = input ? `Send the new values for \`${path}\`: ${values(pairs)}.` : `Read the new values of \`${path}\`: ${values(pairs)}.`;
    return { level, text, ...(level === 'info' ? {} : { migration }) };
  }
  const parts = [removed.length > 0 ? `removed ${values(removed)}` : '', added.length > 0 ? `added ${values(added)}` : ''].filter(Boolean);
  const effect = input
    ? removed.length > 0
      ? '; calls that send a removed value are rejected'
      : ''
    : added.length > 0
      ? '; consumers may receive values they do not know'
      : '';
  const text = `${subject}: enum values ${parts.join(', ')}${effect}.`;
  const steps = [
    input && removed.length > 0 ? `Stop sending ${values(removed)} for \`${path}\`.` : '',
    !input && added.length > 0 ? `Handle ${values(added)} in \`${path}\`.` : '',
  ].filter(Boolean);
  return { level, text, ...(level === 'info' || steps.length === 0 ? {} : { migration: steps.join(' ') }) };
}

/** Every value, none left out: release notes are read to find one's own. */
function values(list: string[]): string {
  return list.map((v) => `\`${spanText(v)}\``).join(', ');
}

/** A value for a code span on one line: a backtick would end the span early, a line break the item. */
function spanText(value: string): string {
  return value.replace(/`/g, "'").replace(/[\r\n]+/g, ' ');
}

/**
 * A message on one line, with nothing that would start HTML, an image or a link. Messages are
 * our own Markdown, with names and values from the input in code spans. Outside code spans `<`
 * becomes `&lt;` and links are broken, so a value that closes its code span early still makes
 * the page fetch or link nothing; inside one, where Markdown shows every character as written,
 * nothing is changed (`&lt;` would show as such). Code spans are found as CommonMark finds
 * them, left to right, so no `<` is left raw that a renderer reads outside a code span.
 * Applying it twice changes nothing more.
 */
export function inline(text: string): string {
  return outsideCode(text.replace(/[\r\n]+/g, ' '), (plain) => noLinks(plain.replace(/</g, '&lt;')));
}

/**
 * Text in which no `![…](…)` or `[…](…)` outside a code span makes an image or a link, for
 * Markdown of our own that holds HTML on purpose (a word diff's `<del>` and `<ins>`). Code
 * spans are left as written: a backslash there would show.
 */
export function linkFree(text: string): string {
  return outsideCode(text, noLinks);
}

/** `text` with `change` made to each stretch outside its code spans, found as CommonMark finds them, left to right. */
function outsideCode(text: string, change: (plain: string) => string): string {
  let out = '';
  let written = 0;
  for (let i = 0; i < text.length;) {
    const c = text[i];
    // A backslash escapes the character after it: an escaped backtick opens no code span.
    if (c === '\\') i += 2;
    else if (c !== '`') i++;
    else {
      const run = tickRun(text, i);
      const close = closingTicks(text, i + run, run);
      if (close === -1) i += run;
      else {
        out += change(text.slice(written, i)) + text.slice(i, close + run);
        i = written = close + run;
      }
    }
  }
  return out + change(text.slice(written));
}

/** How many backticks stand in a row from `at`. */
function tickRun(text: string, at: number): number {
  let n = 0;
  while (text[at + n] === '`') n++;
  return n;
}

/** Where the next run of exactly `length` backticks from `from` starts, the end of a code span; -1 for none. */
function closingTicks(text: string, from: number, length: number): number {
  for (let j = text.indexOf('`', from); j !== -1;) {
    const run = tickRun(text, j);
    if (run === length) return j;
    j = text.indexOf('`', j + run);
  }
  return -1;
}

/** Text in which no `![…](…)` or `[…](…)` makes an image or a link. */
function noLinks(text: string): string {
  return text.replace(/!\[/g, '!\\[').replace(/\]\(/g, ']\\(');
}

export { markdownCell };
