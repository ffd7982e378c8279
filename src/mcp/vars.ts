/**
 * Values in MCP client configs and `--mcp-header` may name environment variables instead of
 * holding secrets: `${TOKEN}`, `${env:TOKEN}` (VS Code, Cursor) and `${TOKEN:-default}`
 * (Claude Code). `${workspaceFolder}` and `${userHome}` are the editors' folders.
 */
export interface VarContext {
  env: Record<string, string | undefined>;
  workspaceFolder?: string;
  userHome?: string;
}

export interface Expanded {
  value: string;
  /** Variables that are not set and have no default. */
  missing: string[];
  /** VS Code `${input:id}` prompts, which only the editor can answer. */
  inputs: string[];
}

const VAR = /\$\{([^}]*)\}/g;

export function expandVars(text: string, ctx: VarContext): Expanded {
  const missing: string[] = [];
  const inputs: string[] = [];
  const value = text.replace(VAR, (whole, body: string) => {
    if (body.startsWith('input:')) {
      inputs.push(body.slice(6));
      return whole;
    }
    if (body === 'workspaceFolder' && ctx.workspaceFolder !== undefined) return ctx.workspaceFolder;
    if (body === 'userHome' && ctx.userHome !== undefined) return ctx.userHome;
    const m = /^(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/s.exec(body);
    if (!m) return whole;
    const set = ctx.env[m[1]];
    if (set !== undefined && set !== '') return set;
    if (m[2] !== undefined) return m[2];
    missing.push(m[1]);
    return '';
  });
  return { value, missing, inputs };
}

/** Expands every value of a record, gathering what could not be expanded. */
export function expandRecord(record: Record<string, string>, ctx: VarContext): { value: Record<string, string>; missing: string[]; inputs: string[] } {
  const value: Record<string, string> = {};
  const missing: string[] = [];
  const inputs: string[] = [];
  for (const [k, v] of Object.entries(record)) {
    const e = expandVars(v, ctx);
    value[k] = e.value;
    missing.push(...e.missing);
    inputs.push(...e.inputs);
  }
  return { value, missing, inputs };
}
