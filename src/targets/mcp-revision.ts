import { MCP_REVISIONS } from './mcp-schemas.js';
import type { Limit, SchemaDialect, Target } from './types.js';

/** An MCP revision as a target: every revision has a dialect and names its `schema.json`. */
export type McpTarget = Target & { limits: { dialect: Limit<SchemaDialect> & { source: string }; mcpRevision: Limit<string> } };

/**
 * The target for one revision of the Model Context Protocol. Revisions differ in what the
 * specification says of schemas and names: up to 2025-06-18 it names no dialect (its own
 * `schema.json` is draft-07) and no name pattern; from 2025-11-25 a schema without `$schema`
 * is 2020-12 and tool names SHOULD match a pattern.
 */
export function mcpTarget(revision: string): McpTarget {
  const schema = `https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/schema/${revision}/schema.json`;
  const spec = `https://modelcontextprotocol.io/specification/${revision}`;
  const limits =
    revision < '2025-11-25'
      ? { dialect: { value: 'draft-07' as const, source: schema, note: 'the revision names no dialect; its own schema.json is draft-07' } }
      : {
          namePattern: {
            value: '^[A-Za-z0-9_.-]{1,128}$',
            source: `${spec}/server/tools#tool-names`,
            note: 'a SHOULD: 1 to 128 ASCII letters, digits, underscores, dashes and dots',
          },
          dialect: { value: '2020-12' as const, source: `${spec}/basic#json-schema-usage`, note: 'a schema without `$schema` is JSON Schema 2020-12' },
        };
  return {
    id: `mcp@${revision}`,
    family: 'mcp',
    title: `Model Context Protocol ${revision}`,
    checked: '2026-11-22',
    strict: false,
    schemas: ['input', 'output'],
    limits: { ...limits, mcpRevision: { value: revision, source: [schema, `${spec}/server/tools`] } },
  };
}

/** The MCP revision(s) a registry's tools are checked against, and where that choice came from. */
export interface McpRevisionChoice {
  revisions: string[];
  from: 'file' | 'target' | 'newest';
  /** A sentence for --verbose: "2025-06-18, from `protocolVersion` in the file". */
  says: string;
}

/**
 * The revision the data names wins: a saved `tools/list` result says which revision its server
 * negotiated, and the fields that revision defines are not unknown to it. Else the `--target`
 * revisions, else the newest. A named revision toolslint does not have is read as the newest
 * one it has that is not later (revisions are dates, so they compare as text).
 */
export function chooseMcpRevision(
  protocolVersion: string | undefined,
  targets: readonly Target[],
  known: readonly string[] = MCP_REVISIONS,
): McpRevisionChoice {
  const targetRevisions = [...new Set(targets.flatMap((t) => (t.family === 'mcp' && t.limits.mcpRevision ? [t.limits.mcpRevision.value] : [])))];
  const newest = known[known.length - 1];
  if (protocolVersion !== undefined) {
    if (known.includes(protocolVersion))
      return { revisions: [protocolVersion], from: 'file', says: `${protocolVersion}, from \`protocolVersion\` in the file` };
    const earlier = known.filter((r) => r <= protocolVersion);
    const used = earlier[earlier.length - 1] ?? known[0];
    return { revisions: [used], from: 'file', says: `${used}, the nearest revision toolslint knows to \`protocolVersion\` "${protocolVersion}" in the file` };
  }
  if (targetRevisions.length > 0) return { revisions: [...targetRevisions], from: 'target', says: `${targetRevisions.join(', ')}, from --target` };
  return { revisions: [newest], from: 'newest', says: `${newest}, the newest (the file names no \`protocolVersion\`; --target mcp@<revision> picks another)` };
}
