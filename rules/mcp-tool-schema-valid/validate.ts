import type { ErrorObject } from 'ajv';
import { isObject } from '../../src/model/index.js';
import { createRequire } from 'node:module';
import { MCP_REVISIONS } from '../../src/kit/index.js';
import tool20241105 from './tool-2024-11-05.generated.js';
import tool20250326 from './tool-2025-03-26.generated.js';
import tool20250618 from './tool-2025-06-18.generated.js';
import tool20251125 from './tool-2025-11-25.generated.js';
import tool20260728 from './tool-2026-07-28.generated.js';

const require = createRequire(import.meta.url);

/**
 * A revision's official `schema.json` (schemas/mcp/), read on first use through the package's
 * own exports map (this module sits at a different depth under rules/ and in the bundle): built
 * into every start, the five were half a megabyte of objects that only MCP tools need.
 */
export function mcpSchema(revision: string): Record<string, unknown> | undefined {
  if (!MCP_REVISIONS.includes(revision)) return undefined;
  return require(`toolslint/schemas/mcp/${revision}.json`) as Record<string, unknown>;
}

/** What a validator is asked for: ajv's generated code has no `schema` or `schemaEnv`. */
type ToolValidate = ((tool: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Each revision's `Tool` validator as code, written by scripts/meta-validators.mjs: compiling one
 * at run time took 30 to 80 ms, paid by every run over MCP tools. A test checks that every
 * revision in schemas/mcp/ has one and that it is what ajv makes now.
 */
export const GENERATED_TOOL_VALIDATORS: Readonly<Record<string, ToolValidate>> = {
  '2024-11-05': tool20241105,
  '2025-03-26': tool20250326,
  '2025-06-18': tool20250618,
  '2025-11-25': tool20251125,
  '2026-07-28': tool20260728,
};

function definitions(schema: Record<string, unknown>): Record<string, unknown> {
  return (isObject(schema.$defs) ? schema.$defs : schema.definitions) as Record<string, unknown>;
}

/** The validator of a revision's `Tool` definition; nothing is compiled or fetched. */
export function toolValidator(revision: string): ToolValidate {
  const v = Object.hasOwn(GENERATED_TOOL_VALIDATORS, revision) ? GENERATED_TOOL_VALIDATORS[revision] : undefined;
  if (!v) throw new Error(`no generated Tool validator for MCP revision ${revision}: run node scripts/meta-validators.mjs`);
  return v;
}

export function toolErrors(revision: string, tool: unknown): ErrorObject[] {
  const validate = toolValidator(revision);
  return validate(tool) ? [] : [...(validate.errors ?? [])];
}

/** The fields each revision's `Tool` defines, read when first asked. */
const FIELDS = new Map<string, ReadonlySet<string>>();

export function definesField(revision: string, field: string): boolean {
  let fields = FIELDS.get(revision);
  if (!fields) {
    const schema = mcpSchema(revision);
    if (!schema) return false;
    fields = new Set(Object.keys((definitions(schema).Tool as { properties?: object }).properties ?? {}));
    FIELDS.set(revision, fields);
  }
  return fields.has(field);
}

/** When a field came into the `Tool` shape and left it: `added in 2025-06-18`, … */
export function fieldHistory(field: string): string {
  const has = MCP_REVISIONS.filter((r) => definesField(r, field));
  if (has.length === 0) return 'no revision defines it; put extensions under `_meta`';
  const first = has[0];
  const last = has.at(-1)!;
  const after = MCP_REVISIONS[MCP_REVISIONS.indexOf(last) + 1];
  const added = first === MCP_REVISIONS[0] ? `defined from ${first}` : `added in ${first}`;
  return after ? `${added}, removed in ${after}` : added;
}
