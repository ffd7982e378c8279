import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { defineRule, type AnyRule, type RuleVisitors } from '../engine/index.js';
import type { SchemaVisit } from '../kit/index.js';
import { isObject, ToolslintError, type Registry, type Tool } from '../model/index.js';
import { configError, shown } from './messages.js';
import type { ConfigFile } from './types.js';

/** A plugin as loaded: its rules, by id, and the file it came from. */
export interface LoadedPlugin {
  specifier: string;
  file: string;
  rules: Map<string, AnyRule>;
}

/** A rule id: no spaces or control characters, so that `--rule id:severity` and messages can name it. */
const RULE_ID = /^[A-Za-z0-9@][A-Za-z0-9@._/-]*$/;

/** Options schemas are compiled once here, so that a broken one is a config error at load, not a crash in the run. */
let ajv: Ajv | undefined;

/**
 * Loads the plugin at `/plugins/<index>` of a config file: a package name or a path relative to
 * the config file, resolved as Node resolves `require` from that file. A plugin exports its
 * rules as `rules` (an array of rules, or an object of rules by id), or as its default export
 * (the same, or an object with `rules`). Each rule is made the way built-in rules are
 * (`defineRule`). Everything that can go wrong is one sentence naming the config file, its line
 * and the plugin: the module cannot be found, throws while loading, exports no rules, or a
 * rule lacks an id, messages or `create`.
 *
 * Loading is synchronous, as config resolution is: Node loads an ES module this way from 20.19
 * and 22.12 on, when the module has no top-level await.
 */
export function loadPlugin(file: ConfigFile, index: number, specifier: string): LoadedPlugin | ToolslintError {
  const at = `/plugins/${index}`;
  const fail = (detail: string) => configError(file, at, `${shown(specifier)} ${detail}`);
  const load = createRequire(file.path);
  let resolved: string;
  try {
    resolved = load.resolve(specifier);
  } catch {
    return fail(`cannot be found from ${file.display} (a package name, or a path starting with ./ relative to the config file)`);
  }
  let exported: unknown;
  try {
    exported = load(resolved);
  } catch (e) {
    return fail(`failed to load: ${loadProblem(e)}`);
  }
  const list = ruleList(exported);
  if (list === undefined || list.length === 0) {
    return fail('exports no rules: export `rules`, an array of rules made with defineRule or an object of them by id');
  }
  const rules = new Map<string, AnyRule>();
  for (const [key, value] of list) {
    const rule = checkedRule(key, value);
    if (typeof rule === 'string') return fail(`rule ${key === undefined ? '' : `${shown(key)} `}${rule}`);
    if (rules.has(rule.meta.id)) return fail(`exports rule ${shown(rule.meta.id)} twice`);
    rules.set(rule.meta.id, guarded(rule, specifier));
  }
  return { specifier, file: resolved, rules };
}

/** The rules a module exports, each with the key it was exported under (undefined in an array). */
function ruleList(exported: unknown): Array<[string | undefined, unknown]> | undefined {
  const candidates = isObject(exported) ? [exported.rules, isObject(exported.default) ? exported.default.rules : exported.default] : [exported];
  for (const c of candidates) {
    if (Array.isArray(c)) return c.map((r) => [undefined, r]);
    if (isObject(c)) return Object.entries(c);
  }
  return undefined;
}

/** The rule, normalised as defineRule makes it, or what is wrong with it. */
function checkedRule(key: string | undefined, value: unknown): AnyRule | string {
  if (!isObject(value) || !isObject(value.meta)) return 'is not a rule: a rule is an object with `meta` and `create`';
  const meta = value.meta;
  const id = meta.id ?? key;
  if (typeof id !== 'string' || !RULE_ID.test(id)) return `has no usable \`meta.id\` (got ${shown(id)}): use letters, digits and - _ . / @`;
  if (key !== undefined && meta.id !== undefined && meta.id !== key) return `is exported as ${shown(key)} but its \`meta.id\` is ${shown(meta.id)}`;
  if (typeof value.create !== 'function') return `${shown(id)} has no \`create\` function`;
  if (!isObject(meta.messages) || !Object.values(meta.messages).every((m) => typeof m === 'string'))
    return `${shown(id)} has no \`meta.messages\` table of strings`;
  const schema = meta.schema ?? { type: 'object', additionalProperties: false, properties: {} };
  if (!isObject(schema)) return `${shown(id)} has a \`meta.schema\` that is not an object`;
  try {
    (ajv ??= new Ajv({ strict: false })).compile(schema);
  } catch (e) {
    return `${shown(id)} has an options schema that is not valid JSON Schema: ${firstLine(e)}`;
  }
  return defineRule({
    meta: {
      ...(meta as object),
      id,
      description: typeof meta.description === 'string' && meta.description.trim() !== '' ? meta.description : id,
      // Presets are toolslint's own: a plugin's rules run where a config names them.
      recommended: 'off',
      schema,
      messages: meta.messages as Record<string, string>,
    },
    create: value.create as AnyRule['create'],
  }) as AnyRule;
}

/**
 * The rule, with whatever its code throws made one sentence that names the rule, its plugin and
 * the tool it was reading. The run still fails (exit 2): its findings would be incomplete.
 */
function guarded(rule: AnyRule, specifier: string): AnyRule {
  const failed = (e: unknown, doing: string) =>
    e instanceof ToolslintError
      ? e
      : new ToolslintError('config', `rule ${shown(rule.meta.id)} of plugin ${shown(specifier)} failed ${doing}: ${firstLine(e)}.`);
  function run<A extends unknown[]>(doing: (...args: A) => string, fn: (...args: A) => void): (...args: A) => void {
    return (...args) => {
      try {
        fn(...args);
      } catch (e) {
        throw failed(e, doing(...args));
      }
    };
  }
  return {
    meta: rule.meta,
    create(context, options): RuleVisitors {
      let visitors: RuleVisitors;
      try {
        visitors = rule.create(context, options);
        if (typeof visitors !== 'object' || visitors === null) throw new Error('`create` returned no visitors object');
      } catch (e) {
        throw failed(e, 'to start');
      }
      const { tool, schema, registry } = visitors;
      return {
        ...(tool ? { tool: run((t: Tool) => `on tool ${shown(t.name)}`, tool.bind(visitors)) } : {}),
        ...(schema ? { schema: run((v: SchemaVisit) => `on a schema of tool ${shown(v.tool.name)}`, schema.bind(visitors)) } : {}),
        ...(registry ? { registry: run((_registry: Registry) => 'on the registry', registry.bind(visitors)) } : {}),
      };
    },
  };
}

function loadProblem(e: unknown): string {
  const code = (e as { code?: string }).code;
  if (code === 'ERR_REQUIRE_ESM')
    return `it is an ES module, which Node.js ${process.version} cannot load synchronously; use Node.js 20.19 or later, or publish it as CommonJS`;
  if (code === 'ERR_REQUIRE_ASYNC_MODULE') return 'it uses top-level await, which a plugin cannot';
  return firstLine(e);
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0].slice(0, 300);
}
