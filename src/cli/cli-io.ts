/** What the CLI talks to. Tests pass strings in and read strings out; bin/ passes the process. */
export interface CliIO {
  /** `columns`: a terminal's width, which the stylish report and help wrap to. */
  stdout: { write(chunk: string): unknown; isTTY?: boolean; columns?: number };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  stdin?: AsyncIterable<string | Uint8Array>;
  cwd: string;
  env: Record<string, string | undefined>;
}
