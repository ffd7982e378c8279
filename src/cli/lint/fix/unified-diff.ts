import { createTwoFilesPatch } from 'diff';

/** A unified diff of one file, `a/` and `b/` prefixed as git writes them; '' when unchanged. */
export function unifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  return createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, { context: 3 }).replace(/^=+\n/, '');
}
