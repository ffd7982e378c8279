import path from 'node:path';
import { defineRule, type AnyRule } from '../../src/engine/index.js';
import { createConfigResolver, type ConfigResolverOptions } from '../../src/config/index.js';
import type { Registry, Tool } from '../../src/model/index.js';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/config');

const schemaOf = (properties: Record<string, object>) => ({ type: 'object', additionalProperties: false, properties });

/** Small stand-ins for built-in rules: presets, options and messages are all that matter here. */
export const FAKE_RULES: ReadonlyMap<string, AnyRule> = new Map<string, AnyRule>(
  [
    defineRule({
      meta: { id: 'tool-name-verb', description: 'names start with a verb', recommended: 'warn', schema: schemaOf({}), messages: { seen: 'seen {{name}}' } },
      create: (context) => ({ tool: (tool) => context.report({ messageId: 'seen', data: { name: tool.name } }) }),
    }),
    defineRule({
      meta: {
        id: 'param-description-required',
        description: 'parameters are described',
        recommended: 'error',
        schema: schemaOf({ minWords: { type: 'integer', minimum: 1, description: 'fewest words', default: 3 } }),
        messages: { seen: 'seen {{words}}' },
      },
      create: (context, options: { minWords: number }) => ({ tool: () => context.report({ messageId: 'seen', data: { words: options.minWords } }) }),
    }),
    defineRule({
      meta: { id: 'schema-additional-properties', description: 'schemas are closed', recommended: 'error', schema: schemaOf({}), messages: { seen: 'seen' } },
      create: (context) => ({ tool: () => context.report({ messageId: 'seen' }) }),
    }),
    defineRule({
      meta: {
        id: 'tool-description-length',
        description: 'descriptions are not too long',
        recommended: 'off',
        schema: schemaOf({ max: { type: 'integer', description: 'most characters', default: 1024 } }),
        messages: { seen: 'seen' },
      },
      create: (context) => ({ tool: () => context.report({ messageId: 'seen' }) }),
    }),
    defineRule({
      meta: {
        id: 'destructive-needs-confirmation',
        description: 'destructive tools ask first',
        recommended: 'off',
        strict: 'error',
        schema: schemaOf({}),
        messages: { seen: 'seen' },
      },
      create: (context) => ({ tool: () => context.report({ messageId: 'seen' }) }),
    }),
  ].map((r) => [r.meta.id, r as AnyRule]),
);

export function resolver(options: Partial<ConfigResolverOptions> = {}) {
  return createConfigResolver({ cwd: FIXTURES, rules: FAKE_RULES, ...options });
}

/** Severity (and options, when set) per rule id: what a test compares. */
export function severities(rules: ReadonlyMap<string, { severity: string; options?: unknown }>): Record<string, string> {
  return Object.fromEntries([...rules].map(([id, s]) => [id, s.options === undefined ? s.severity : `${s.severity} ${JSON.stringify(s.options)}`]));
}

/** The config error a call throws, as code and message. */
export function thrown(fn: () => unknown): { code?: string; message: string } {
  try {
    fn();
  } catch (e) {
    return { code: (e as { code?: string }).code, message: (e as Error).message };
  }
  throw new Error('expected a throw');
}

/** A registry of bare tools in one file, enough for the engine to apply overrides to. */
export function fakeRegistry(file: string, names: string[]): Registry {
  const tools: Tool[] = names.map((name, i) => ({
    name,
    nameOrigin: 'declared',
    meta: {},
    dialect: 'registry',
    kind: 'unknown',
    kindEvidence: 'none',
    source: { file, pointer: `/tools/${i}` },
    refs: { meta: {} },
    refBase: 'schema',
  }));
  return { dialect: 'registry', tools, files: [file], documents: new Map(), nodeRefs: { get: () => undefined }, notices: [] };
}
