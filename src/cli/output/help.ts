import { Help, type Command } from 'commander';
import type { CliIO } from '../cli-io.js';

/** The width help is wrapped to when standard output is not a terminal (a pipe, CI, a test). */
export const DEFAULT_HELP_WIDTH = 80;

/** Below this many columns for a description, wrapping it helps no one. */
const MIN_DESCRIPTION_WIDTH = 20;

/** Characters a terminal shows two columns wide: emoji such as ✅ and East Asian scripts. */
const WIDE = /\p{Emoji_Presentation}|[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** How many columns a line of help takes in a terminal, colour codes left out. */
export function columns(text: string): number {
  let n = 0;
  for (const c of text.replace(/\x1b\[[\d;]*m/g, '')) n += WIDE.test(c) ? 2 : 1;
  return n;
}

/** The terminal's width; else COLUMNS when set, else 80. */
export function helpWidth(io: CliIO): number {
  const columns = io.stdout.columns;
  if (io.stdout.isTTY && typeof columns === 'number' && columns > 0) return columns;
  const fromEnv = Number(io.env.COLUMNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_HELP_WIDTH;
}

/** Rows of a term and its description, laid out as help lays out options, for text after the options. */
export function helpList(rows: ReadonlyArray<readonly [string, string]>, width: number): string {
  const help = Object.assign(new Help(), helpLayout(), { helpWidth: width });
  const termWidth = Math.max(0, ...rows.map(([term]) => help.displayWidth(term)));
  return rows.map(([term, description]) => help.formatItem(term, termWidth, description, help)).join('\n');
}

/**
 * Commander's help layout, changed in one way: the column of option names is at most 3/8 of
 * the width, and a longer name (`--report-unused-suppressions <severity>`) gets a line of its
 * own with its description below. Commander would instead stop wrapping every description
 * once the widest name left less than 40 columns, which made lines of 275 characters.
 */
export function helpLayout(): Partial<Help> {
  return {
    minWidthToWrap: MIN_DESCRIPTION_WIDTH,
    displayWidth: columns,
    padWidth(this: Help, cmd: Command, helper: Help): number {
      const widest = Help.prototype.padWidth.call(this, cmd, helper);
      return Math.min(widest, Math.floor(((this.helpWidth ?? DEFAULT_HELP_WIDTH) * 3) / 8));
    },
    formatItem(this: Help, term: string, termWidth: number, description: string, helper: Help): string {
      const indent = '  ';
      if (!description) return indent + term;
      const column = indent.length + termWidth + 2;
      const width = Math.max((this.helpWidth ?? DEFAULT_HELP_WIDTH) - column, MIN_DESCRIPTION_WIDTH);
      const lines = helper.boxWrap(description, width).split('\n');
      const under = `\n${' '.repeat(column)}`;
      if (helper.displayWidth(term) > termWidth) return `${indent}${term}${under}${lines.join(under)}`;
      return `${indent}${term.padEnd(termWidth + term.length - helper.displayWidth(term))}  ${lines.join(under)}`;
    },
  };
}
