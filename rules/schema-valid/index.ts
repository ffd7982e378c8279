import { defineRule } from '../../src/engine/index.js';
import {
  walkToolSchemas,
  type SchemaVisit,
  toolLabel,
  locate,
  problems,
  type Problem,
  type Target,
  keptFor,
  perObject,
  hasRefKey,
  dialectOf,
  metaErrors,
  type CheckedDialect,
} from '../../src/kit/index.js';
import { isObject, joinPointer, lastSegment, type JsonObject, type SourceRef, type Tool } from '../../src/model/index.js';
import { surelyValid } from './surely-valid.js';

interface Options {
  skipKeywords: string[];
}

/** Gemini fields that take JSON Schema; its `parameters` and `response` take an OpenAPI subset. */
const GEMINI_JSON_SCHEMA = new Set(['parametersJsonSchema', 'parameters_json_schema', 'responseJsonSchema', 'response_json_schema']);

/**
 * The dialects a schema is read in: its `$schema`, else its document's (OpenAPI 3.1 is
 * 2020-12; OpenAPI 3.0, Swagger 2.0 and Gemini `parameters` are not JSON Schema), else the
 * defaults of the targets. `unknown` holds a `$schema` that names no dialect.
 */
function dialectsFor(tool: Tool, schema: unknown, field: string, targets: readonly Target[]): { dialects: CheckedDialect[]; unknown?: string } {
  if (isObject(schema) && typeof schema.$schema === 'string') {
    const d = dialectOf(schema.$schema);
    if (d === undefined) return { dialects: [], unknown: schema.$schema };
    return { dialects: d === 'unchecked' ? [] : [d] };
  }
  if (tool.dialect === 'openapi-3.1') return { dialects: ['2020-12'] };
  if (tool.dialect === 'openapi-3.0' || tool.dialect === 'swagger-2.0') return { dialects: [] };
  if (tool.dialect === 'gemini') return { dialects: GEMINI_JSON_SCHEMA.has(field) ? ['2020-12'] : [] };
  const dialects = new Set<CheckedDialect>();
  for (const t of targets) {
    const d = t.limits.dialect?.value;
    if (d === 'draft-07' || d === '2020-12') dialects.add(d);
  }
  return { dialects: [...dialects] };
}

/**
 * A schema as JSON text, made once per schema object: the key of the check cache. Undefined for
 * a value that contains itself (a YAML alias can make one).
 */
function textOf(schema: unknown): string | undefined {
  return typeof schema !== 'object' || schema === null ? JSON.stringify(schema) : objectText(schema);
}

/** Kept while a tool is checked (its schemas are asked for more than once), not for the whole run. */
const objectText = perObject((schema: object): string | undefined => {
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined;
  }
}, 256);

const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);

/** The problems found in each schema text, per dialect, per options object. */
const checkedByOptions = new WeakMap<Options, Map<CheckedDialect, Map<string, readonly Problem[] | undefined>>>();

export default defineRule({
  meta: {
    id: 'schema-valid',
    description: 'Each input and output schema is valid JSON Schema for its dialect.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        skipKeywords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          uniqueItems: true,
          description: 'Keywords whose errors are left to a rule that explains them better (schema-type-valid names the right type).',
          default: ['type'],
        },
      },
    },
    messages: {
      invalid: 'The {{role}} schema of tool "{{tool}}" is not valid JSON Schema {{dialect}}: `{{path}}` {{problem}}.',
      unknownDialect:
        'The {{role}} schema of tool "{{tool}}" declares `$schema` "{{uri}}", which names no JSON Schema dialect: use "https://json-schema.org/draft/2020-12/schema" or "http://json-schema.org/draft-07/schema#", or remove it.',
    },
  },
  create(context, options: Options) {
    const skip = new Set(options.skipKeywords);
    // Schemas are checked once per distinct content: generated registries, and the files of a
    // run, repeat them. Keyed by the text itself, per dialect (a joined key would be a second
    // copy of every schema), and bounded, so that a huge registry of distinct schemas does not
    // keep them all. Kept per options object, which the engine keeps for the whole run.
    const cache = keptFor(checkedByOptions, options, () => new Map());
    const check = (dialect: CheckedDialect, schema: unknown): readonly Problem[] | undefined => {
      if (surelyValid(dialect, schema, skip)) return NO_PROBLEMS;
      const text = textOf(schema);
      if (text === undefined) return undefined;
      let known = cache.get(dialect);
      if (!known) cache.set(dialect, (known = new Map()));
      if (!known.has(text)) {
        const errors = metaErrors(dialect, schema);
        if (known.size >= 10_000) known.clear();
        known.set(text, errors && problems(errors).filter((p) => !skip.has(p.keyword)));
      }
      return known.get(text);
    };

    /**
     * Schemas a `$ref` leads to outside the tool's own schema (an OpenAPI component, another
     * file) are checked as schemas of their own; those inside it were checked with it.
     */
    const referenced = (tool: Tool, roots: Map<string, SourceRef>): SchemaVisit[] => {
      const out: SchemaVisit[] = [];
      const inside = (ref: SourceRef, root: SourceRef) =>
        ref.file === root.file && (ref.pointer === root.pointer || ref.pointer.startsWith(`${root.pointer}/`));
      walkToolSchemas(context.registry, tool, new WeakSet(), (v) => {
        const root = roots.get(v.role);
        if (v.via === '$ref' && root && !inside(v.ref, root)) out.push(v);
      });
      return out;
    };
    const report = (tool: Tool, role: string, dialect: CheckedDialect, schema: unknown, rootRef: SourceRef, prefix: string) => {
      for (const p of check(dialect, schema) ?? []) {
        const at = locate(schema as JsonObject, rootRef, p.pointer, context.registry.nodeRefs);
        context.report({ messageId: 'invalid', tool, at, data: { role, tool: toolLabel(tool), dialect, path: prefix + p.pointer || '/', problem: p.text } });
      }
    };

    return {
      tool(tool) {
        const roots = new Map<string, SourceRef>();
        const dialectsOf = new Map<string, CheckedDialect[]>();
        for (const role of ['input', 'output'] as const) {
          const schema = role === 'input' ? tool.inputSchema : tool.outputSchema;
          const ref = role === 'input' ? tool.refs.inputSchema : tool.refs.outputSchema;
          if (schema === undefined || !ref) continue;
          const rootRef = (isObject(schema) && context.registry.nodeRefs.get(schema)) || ref;
          const { dialects, unknown } = dialectsFor(tool, schema, lastSegment(ref.pointer) ?? '', context.targets);
          const base = { role, tool: toolLabel(tool) };
          if (unknown !== undefined) {
            context.report({
              messageId: 'unknownDialect',
              at: { file: rootRef.file, pointer: joinPointer(rootRef.pointer, '$schema') },
              data: { ...base, uri: unknown },
            });
          }
          for (const dialect of dialects) report(tool, role, dialect, schema, rootRef, '');
          roots.set(role, rootRef);
          dialectsOf.set(role, dialects);
        }
        // No dialect to check in (OpenAPI 3.0, Swagger 2.0): nothing a reference leads to is reported,
        // so the references are not walked.
        if (![...dialectsOf.values()].some((d) => d.length > 0)) return;
        if (![tool.inputSchema, tool.outputSchema].some((s) => isObject(s) && hasRefKey(s, context.registry))) return;
        for (const v of referenced(tool, roots)) {
          for (const dialect of dialectsOf.get(v.role) ?? []) report(tool, v.role, dialect, v.node, v.ref, v.ref.pointer);
        }
      },
    };
  },
});
