import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isObject } from '../../src/model/index.js';
import { createRequire } from 'node:module';
import { MCP_REVISIONS } from '../../src/targets/mcp-schemas.js';

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

const validators = new Map<string, ValidateFunction>();

function definitions(schema: Record<string, unknown>): Record<string, unknown> {
  return (isObject(schema.$defs) ? schema.$defs : schema.definitions) as Record<string, unknown>;
}

/** The validator of a revision's `Tool` definition, compiled once; nothing is fetched. */
export function toolValidator(revision: string): ValidateFunction {
  let v = validators.get(revision);
  if (!v) {
    const schema = mcpSchema(revision);
    if (!schema) throw new Error(`no MCP schema for revision ${revision}`);
    const options = { strict: false, allErrors: true, logger: false } as const;
    const ajv = String(schema.$schema).includes('2020-12') ? new Ajv2020(options) : new Ajv(options);
    addFormats.default(ajv);
    ajv.addSchema(schema, `mcp-${revision}`);
    v = ajv.getSchema(`mcp-${revision}#/${isObject(schema.$defs) ? '$defs' : 'definitions'}/Tool`);
    if (!v) throw new Error(`no Tool definition in the MCP schema of ${revision}`);
    validators.set(revision, v);
  }
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
