import type { Position } from '../model/index.js';

/**
 * Where the key that holds a value is written. Parsers locate values, but a message about a
 * key reads best pointing at the key: `rulez:` rather than the first line of its map. The key
 * is looked for before the value on its line, then on the lines just above while they are
 * blank or comments; when it is not seen there, the value's place is kept.
 */
export function keyPosition(lines: readonly string[], value: Position, key: string): Position {
  const pattern = new RegExp(`(^|[\\s{,-])(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2\\s*:`, 'g');
  for (let line = value.line; line >= 1 && line > value.line - 50; line--) {
    const text = line === value.line ? (lines[line - 1]?.slice(0, value.column - 1) ?? '') : (lines[line - 1] ?? '');
    let last: RegExpExecArray | null = null;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) last = m;
    pattern.lastIndex = 0;
    if (last) return { line, column: last.index + last[1].length + 1 };
    if (line !== value.line && !/^\s*(#.*)?$/.test(text)) break;
  }
  return value;
}
