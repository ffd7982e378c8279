import { createRequire } from 'node:module';
import path from 'node:path';
import { defineRule, optionsErrorsText, optionsValidator, SUPPRESSION_CHECKS, type AnyRule } from '../engine/index.js';
import { isObject, type ToolslintError } from '../model/index.js';
import { configError, describeThrown, shown } from './messages.js';
import { codeFiles, resolveForImport } from './plugin-files.js';
import { guardPluginRule, isJsonData } from './plugin-guard.js';
import type { ConfigFile } from './types.js';

/** A plugin as loaded: its rules, by id, and the files its code came from. */
export interface LoadedPlugin {
  specifier: string;
  file: string;
  /** The entry, the CommonJS modules it required, and its package.json: what `--cache` hashes. */
  files: string[];
  rules: Map<string, AnyRule>;
}

/** A rule id: no spaces or control characters, so that `--rule id:severity` and messages can name it. */
const RULE_ID = /^[A-Za-z0-9@][A-Za-z0-9@._/-]*$/;

/**
 * Ids toolslint reports itself, which no rule may take: the suppression checks, a stale baseline
 * entry, a file that could not be linted (a test keeps this list equal to the CLI's).
 */
export const RESERVED_RULE_IDS: ReadonlySet<string> = new Set([...Object.values(SUPPRESSION_CHECKS), 'baseline-stale', 'file-not-linted']);

/**
 * Plugins by the file they resolve to. A plugin reached through two configs of a run (a shared
 * base and the file that extends it) is loaded once, so its rules are the same objects and do
 * not clash with themselves.
 */
const loaded = new Map<string, LoadedPlugin>();

/**
 * Loads the plugin at `/plugins/<index>` of a config file: a package name or a path relative to
 * the config file, resolved as Node resolves `require` from that file. A plugin exports its
 * rules as `rules` (an array of rules, or an object of rules by id), or as its default export
 * (the same, or an object with `rules`). Each rule is made the way built-in rules are
 * (`defineRule`). Everything that can go wrong is one sentence naming the config file, its line
 * and the plugin: the module cannot be found, throws while loading, exports no rules, or a
 * rule lacks an id, messages or `create`, or has options toolslint cannot check.
 *
 * Loading is synchronous, as config resolution is: Node loads an ES module this way from 20.19
 * and 22.12 on, when the module has no top-level await.
 */
export function loadPlugin(file: ConfigFile, index: number, specifier: string): LoadedPlugin | ToolslintError {
  const fail = (detail: string) => configError(file, `/plugins/${index}`, `${shown(specifier)} ${detail}`);
  const load = createRequire(file.path);
  let resolved: string;
  try {
    resolved = load.resolve(specifier);
  } catch (e) {
    const forImport =
      (e as { code?: unknown } | null)?.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' ? resolveForImport(specifier, path.dirname(file.path)) : undefined;
    if (forImport === undefined) return fail(resolveProblem(e, file));
    resolved = forImport;
  }
  const known = loaded.get(resolved);
  if (known) return known;
  let exported: unknown;
  try {
    exported = load(resolved);
  } catch (e) {
    return fail(`failed to load: ${loadProblem(e)}`);
  }
  let rules: Map<string, AnyRule> | string;
  try {
    rules = readRules(exported, specifier);
  } catch (e) {
    // A getter that throws, a Proxy: what the module exports cannot be read.
    return fail(`exports rules that cannot be read: ${describeThrown(e)}`);
  }
  if (typeof rules === 'string') return fail(rules);
  const plugin: LoadedPlugin = { specifier, file: resolved, files: codeFiles(load, resolved), rules };
  loaded.set(resolved, plugin);
  return plugin;
}

/** The rules of a module's exports, each checked and guarded, or what is wrong with them. */
function readRules(exported: unknown, specifier: string): Map<string, AnyRule> | string {
  const list = ruleList(exported);
  if (list === undefined || list.length === 0) return 'exports no rules: export `rules`, an array of rules made with defineRule or an object of them by id';
  const rules = new Map<string, AnyRule>();
  for (const [key, value] of list) {
    const rule = checkedRule(key, value);
    if (typeof rule === 'string') return `rule ${key === undefined ? '' : `${shown(key)} `}${rule}`;
    if (rules.has(rule.meta.id)) return `exports rule ${shown(rule.meta.id)} twice`;
    rules.set(rule.meta.id, guardPluginRule(rule, specifier));
  }
  return rules;
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
  if (typeof id !== 'string' || !RULE_ID.test(id) || id.length > 200) return `has no usable \`meta.id\` (got ${shown(id)}): use letters, digits and - _ . / @`;
  if (key !== undefined && meta.id !== undefined && meta.id !== key) return `is exported as ${shown(key)} but its \`meta.id\` is ${shown(meta.id)}`;
  if (RESERVED_RULE_IDS.has(id)) return `${shown(id)} takes an id toolslint reports itself; prefix it with the plugin's name`;
  if (typeof value.create !== 'function') return `${shown(id)} has no \`create\` function`;
  if (!isObject(meta.messages) || !Object.entries(meta.messages).every(([k, m]) => k !== '' && typeof m === 'string'))
    return `${shown(id)} has no \`meta.messages\` table of strings by non-empty ids`;
  const schema = meta.schema ?? { type: 'object', additionalProperties: false, properties: {} };
  if (!isObject(schema)) return `${shown(id)} has a \`meta.schema\` that is not an object`;
  if (!isJsonData(schema)) return `${shown(id)} has a \`meta.schema\` that is not JSON data (a function, a cycle)`;
  if (schema.$async !== undefined) return `${shown(id)} has an asynchronous options schema ($async), which toolslint cannot check options against`;
  const rule = defineRule({
    meta: {
      ...(meta as object),
      id,
      description: typeof meta.description === 'string' && meta.description.trim() !== '' ? meta.description : id,
      // Presets are toolslint's own: a plugin's rules run where a config names them.
      recommended: 'off',
      schema,
      messages: meta.messages as Record<string, string>,
      // Linked from SARIF and the like only when it is a web address a reader can follow.
      docsUrl: webAddress(meta.docsUrl),
    },
    create: value.create as AnyRule['create'],
  }) as AnyRule;
  try {
    const validate = optionsValidator(schema);
    if (!validate(structuredClone(rule.meta.defaults)))
      return `${shown(id)} has option defaults that fail its own options schema: ${optionsErrorsText(validate)}`;
  } catch (e) {
    return `${shown(id)} has an options schema that is not valid JSON Schema: ${describeThrown(e)}`;
  }
  return rule;
}

/** `url` when it is an http(s) address with nothing Markdown or a shell would read into; otherwise undefined. */
function webAddress(url: unknown): string | undefined {
  return typeof url === 'string' && /^https?:\/\/[^\s|<>()"`]+$/.test(url) && URL.canParse(url) ? url : undefined;
}

/** Why a plugin could not be found, in the words of what went wrong. */
function resolveProblem(e: unknown, file: ConfigFile): string {
  const code = (e as { code?: unknown } | null | undefined)?.code;
  if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return 'is a package whose exports give that path neither to require nor to import';
  if (code === 'MODULE_NOT_FOUND') return `cannot be found from ${file.display} (a package name, or a path starting with ./ relative to the config file)`;
  return `cannot be resolved: ${describeThrown(e)}`;
}

function loadProblem(e: unknown): string {
  const code = (e as { code?: unknown } | null | undefined)?.code;
  if (code === 'ERR_REQUIRE_ESM')
    return `it is an ES module, which Node.js ${process.version} cannot load synchronously; use Node.js 20.19 or later, or publish it as CommonJS`;
  if (code === 'ERR_REQUIRE_ASYNC_MODULE') return 'it uses top-level await, which a plugin cannot';
  return describeThrown(e);
}
