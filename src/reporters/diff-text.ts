import { Chalk, type ChalkInstance } from 'chalk';
import type { Change, Level } from '../differ/index.js';
import { addToGroup } from '../model/index.js';
import { WHOLE_LIST, type DiffReporter } from './diff-types.js';
import { countsSentence, passed, verdictLine } from './diff-verdict.js';
import { escapeTerminal } from './escape.js';

const LEVEL_COLOR: Record<Level, (c: ChalkInstance) => ChalkInstance> = {
  breaking: (c) => c.red,
  warning: (c) => c.yellow,
  info: (c) => c.blue,
};
const LEVEL_RANK: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

/**
 * The default `diff` format: changes grouped by tool (tools with breaking changes first),
 * breaking first within each, each on one line with where it is written and its check id,
 * then the counts and the verdict. Everything taken from the input is escaped.
 */
export const diffText: DiffReporter = (result, ctx) => {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const header = c.bold(`${escapeTerminal(result.base.source)} → ${escapeTerminal(result.head.source)}`);
  const groups = new Map<string, Change[]>();
  for (const change of result.changes) addToGroup(groups, change.tool, change);
  const strongest = (list: Change[]) => Math.min(...list.map((x) => LEVEL_RANK[x.level]));
  const tools = [...groups.entries()].sort(([a, x], [b, y]) => strongest(x) - strongest(y) || (a < b ? -1 : a > b ? 1 : 0));
  const blocks = tools.map(([tool, list]) => [c.underline(tool === '' ? WHOLE_LIST : escapeTerminal(tool)), ...list.map((x) => line(x, c))].join('\n'));
  const sentence = escapeTerminal(verdictLine(result));
  const verdict = passed(result) ? c.green(`✔ ${sentence}`) : c.red(`✖ ${sentence}`);
  const notes = [...(result.notes ?? []).map((n) => n.message), ...(result.notices ?? [])].map((m) => c.dim(`ℹ ${escapeTerminal(m)}`));
  return `${[header, ...blocks, ...(notes.length > 0 ? [notes.join('\n')] : []), `${countsSentence(result)}\n${verdict}`].join('\n\n')}\n`;
};

function line(change: Change, c: ChalkInstance): string {
  const level = LEVEL_COLOR[change.level](c)(change.level.padEnd(8));
  const where = change.location
    ? `${change.location.file}${change.location.line === undefined ? '' : `:${change.location.line}:${change.location.column}`}`
    : '';
  const extras = [where, change.id].filter(Boolean).map(escapeTerminal).join('  ');
  return `  ${level}  ${escapeTerminal(change.message)}  ${c.dim(extras)}`;
}
