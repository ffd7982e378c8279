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
