import type { CliIO } from '../cli-io.js';

/** `--color`/`--no-color`, else NO_COLOR and FORCE_COLOR, else whether standard output is a terminal. */
export function useColor(io: CliIO, flag: boolean | undefined): boolean {
  if (flag !== undefined) return flag;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true;
  return io.stdout.isTTY === true;
}

/** The terminal's width when standard output is one; a pipe keeps one line per finding. */
export function reportWidth(io: CliIO): { width?: number } {
  const columns = io.stdout.columns;
  return io.stdout.isTTY && typeof columns === 'number' && columns > 0 ? { width: columns } : {};
}
