import { formatCount } from '../model/index.js';
import { escapeTerminal } from './escape.js';
import type { LintFailure } from './types.js';

/**
 * `toolslint stats`: what each tool definition costs in context, costliest first. The JSON
 * form is the versioned contract in schemas/stats-output.schema.json.
 */

export interface ToolCost {
  name: string;
  file: string;
  pointer: string;
  line?: number;
  /** Estimated tokens of the whole definition sent to the model. */
  tokens: number;
  /** Of which the name and description. */
  text: number;
  /** Of which the input schema, with the `$ref` targets it would carry inlined. */
  schema: number;
}

export interface StatsResults {
  files: Array<{ file: string; dialect: string; tools: number; tokens: number }>;
  failures: LintFailure[];
  /** Sorted costliest first, then by file and name. */
  tools: ToolCost[];
}

const n = formatCount;

export function statsJson(results: StatsResults): string {
  const tokens = results.tools.reduce((sum, t) => sum + t.tokens, 0);
  const out = {
    schemaVersion: 1,
    files: results.files,
    failures: results.failures.map((f) => ({ file: f.file, message: f.message, ...(f.line !== undefined ? { line: f.line, column: f.column } : {}) })),
    tools: results.tools.map((t) => ({
      name: t.name,
      file: t.file,
      pointer: t.pointer,
      ...(t.line !== undefined ? { line: t.line } : {}),
      tokens: t.tokens,
      text: t.text,
      schema: t.schema,
    })),
    total: { files: results.files.length, tools: results.tools.length, tokens },
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

export function statsText(results: StatsResults): string {
  const total = results.tools.reduce((sum, t) => sum + t.tokens, 0);
  const rows = results.tools.map((t) => [
    n(t.tokens),
    n(t.text),
    n(t.schema),
    total === 0 ? '0.0%' : `${((100 * t.tokens) / total).toFixed(1)}%`,
    escapeTerminal(t.name === '' ? '(unnamed)' : t.name),
    escapeTerminal(t.line === undefined ? `${t.file}#${t.pointer}` : `${t.file}:${t.line}`),
  ]);
  const head = ['tokens', 'text', 'schema', 'share', 'tool', 'file'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  // Numbers right-aligned, names left-aligned; the last column is not padded.
  const line = (cells: string[]) => cells.map((c, i) => (i < 4 ? c.padStart(widths[i]) : i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  const out = rows.length > 0 ? [line(head), ...rows.map(line)] : [];
  const files = results.files.length;
  out.push(
    '',
    `About ${n(total)} tokens in ${n(results.tools.length)} tool${results.tools.length === 1 ? '' : 's'} from ${n(files)} file${files === 1 ? '' : 's'}, sent with every request (estimated from the JSON a provider is sent; see docs/stats.md).`,
  );
  for (const f of results.failures) out.push(`Not counted: ${escapeTerminal(f.message)}`);
  return `${out.join('\n')}\n`;
}
