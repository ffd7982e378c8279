import { Parser } from 'yaml';
import type { Suppression } from '../../model/index.js';
import { lineIndex } from './text.js';

const DIRECTIVE = 'toolslint-disable-next-line';
const COMMENT = /^#\s*(toolslint-[A-Za-z-]+)(?:\s+([\s\S]*))?$/;

interface Comment {
  offset: number;
  source: string;
}

/**
 * `# toolslint-disable-next-line rule-a, rule-b -- reason` comments, read from the YAML CST so
 * that a `#` inside a string or block scalar is never taken for one. Each covers the next line
 * that is neither blank nor a comment.
 */
export function yamlDisableComments(text: string): Suppression[] {
  const comments = collectComments(text);
  if (comments.length === 0) return [];
  const position = lineIndex(text);
  const lines = text.split('\n');
  const commentLines = new Set<number>();
  for (const c of comments) {
    const p = position(c.offset);
    if (lines[p.line - 1].slice(0, p.column - 1).trim() === '') commentLines.add(p.line);
  }
  const out: Suppression[] = [];
  for (const c of comments) {
    const m = COMMENT.exec(c.source.trimEnd());
    if (!m) continue;
    const at = position(c.offset);
    const base = { ruleId: '', reason: '', pointer: '', position: at };
    if (m[1] !== DIRECTIVE) {
      out.push({ ...base, scope: { line: at.line }, problem: `"${m[1]}" is not a toolslint directive; write \`# ${DIRECTIVE} rule-id -- reason\`` });
      continue;
    }
    let target = at.line + 1;
    while (target <= lines.length && (lines[target - 1].trim() === '' || commentLines.has(target))) target++;
    const [names, ...reason] = (m[2] ?? '').split(/\s--\s|\s--$|^--\s|^--$/);
    const ids = names.split(/[\s,]+/).filter((id) => id !== '');
    const scope = { line: target };
    if (target > lines.length) out.push({ ...base, scope, problem: 'is followed by no line to suppress' });
    else if (ids.length === 0) out.push({ ...base, scope, problem: 'names no rule; write the rule ids after it, separated by commas' });
    else for (const ruleId of ids) out.push({ ...base, ruleId, reason: reason.join(' -- ').trim(), scope });
  }
  return out;
}

/** Every comment token in the CST, wherever the grammar put it. */
function collectComments(text: string): Comment[] {
  const out: Comment[] = [];
  const stack: unknown[] = [...new Parser().parse(text)];
  while (stack.length > 0) {
    const token = stack.pop();
    if (Array.isArray(token)) {
      stack.push(...token);
      continue;
    }
    if (token === null || typeof token !== 'object') continue;
    const t = token as { type?: unknown; offset?: unknown; source?: unknown };
    if (t.type === 'comment' && typeof t.offset === 'number' && typeof t.source === 'string') {
      out.push({ offset: t.offset, source: t.source });
      continue;
    }
    for (const value of Object.values(token)) if (value !== null && typeof value === 'object') stack.push(value);
  }
  return out.sort((a, b) => a.offset - b.offset);
}
