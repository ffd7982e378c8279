import type { AnyRule, ReportDescriptor, RuleContext, RuleFix, RuleVisitors } from '../engine/index.js';
import type { SchemaVisit } from '../kit/index.js';
import { formatCount, isObject, ToolslintError, type JsonObject, type Registry, type Tool } from '../model/index.js';
import { clean, describeThrown, shown } from './messages.js';

/**
 * A plugin rule that failed while it ran: a ToolslintError, so the file it was linting becomes a
 * failure (exit 2) in one sentence, in one thread as on worker threads.
 */
export class PluginRuleError extends ToolslintError {
  readonly pluginRule = true;
}

export function isPluginRuleError(e: unknown): e is PluginRuleError {
  return e instanceof ToolslintError && (e as Partial<PluginRuleError>).pluginRule === true;
}

/**
 * A plugin's rule as the engine runs it. Whatever its code throws, returns or reports that the
 * engine or a report cannot take (a promise, a message id its table lacks, a place outside the
 * run, a fix for a file that is not linted, data that cannot be printed) becomes one sentence
 * naming the rule, its plugin and the tool it was reading. Built-in rules are held to the same by
 * their tests; a plugin's only by this.
 */
export function guardPluginRule(rule: AnyRule, specifier: string): AnyRule {
  const failed = (e: unknown, doing: string) =>
    isPluginRuleError(e)
      ? e
      : new PluginRuleError('config', `rule ${shown(rule.meta.id)} of plugin ${shown(specifier)} failed ${doing}: ${describeThrown(e)}.`);
  return {
    meta: rule.meta,
    create(context, options): RuleVisitors {
      // This instance's visitors, while one of them runs: a report is taken only then, so a
      // context kept from another file or taken from another rule, or used after its visitor
      // returned, cannot report.
      const self = {};
      const run = <A>(doing: (arg: A) => string, fn: (arg: A) => unknown) => {
        return (arg: A): void => {
          let result: unknown;
          try {
            result = runningAs(self, () => fn(arg));
          } catch (e) {
            throw failed(e, doing(arg));
          }
          refusePromise(result, 'the visitor returned a promise; visitors are synchronous, and what one reports after it returns is lost', (e) =>
            failed(e, doing(arg)),
          );
        };
      };
      let reports = 0;
      const report = (descriptor: ReportDescriptor<string>) => {
        if (running !== self)
          throw failed(
            new Error('it reported outside its own visitor (a context kept from another file or another rule, or used after the visitor returned)'),
            'to report',
          );
        if (++reports > MAX_REPORTS) throw new Error(`it reported more than ${formatCount(MAX_REPORTS)} findings in one registry`);
        const copy = plainDescriptor(descriptor);
        const problem = typeof copy === 'string' ? copy : descriptorProblem(copy, rule, context.registry);
        if (problem) throw new Error(problem);
        context.report(copy as ReportDescriptor<string>);
      };
      const checked: RuleContext<string> = { registry: context.registry, targets: context.targets, view: context.view, now: () => context.now(), report };
      try {
        const visitors = runningAs(self, () => rule.create(checked, options));
        refusePromise(visitors, '`create` returned a promise; it must return its visitors', (e) => e);
        if (typeof visitors !== 'object' || visitors === null) throw new Error('`create` returned no visitors object');
        const unknown = Object.keys(visitors).filter((k) => !VISITOR_NAMES.has(k));
        if (unknown.length > 0) throw new Error(`its visitors ${unknown.map((k) => shown(k)).join(', ')} are none of tool, schema and registry`);
        const { tool, schema, registry } = visitors as Record<string, unknown>;
        for (const [name, fn] of Object.entries({ tool, schema, registry }))
          if (fn !== undefined && typeof fn !== 'function') throw new Error(`its \`${name}\` visitor is not a function`);
        const call = (fn: unknown) => (arg: unknown) => (fn as (a: unknown) => unknown).call(visitors, arg);
        return {
          ...(tool ? { tool: run((t: Tool) => `on tool ${shown(t.name)}`, call(tool)) } : {}),
          ...(schema ? { schema: run((v: SchemaVisit) => `on a schema of tool ${shown(v.tool.name)}`, call(schema)) } : {}),
          ...(registry ? { registry: run((_r: Registry) => 'on the registry', call(registry)) } : {}),
        };
      } catch (e) {
        throw failed(e, 'to start');
      }
    },
  };
}

/** The guarded rule instance whose visitor (or `create`) is running, if any. */
let running: object | undefined;

/** `fn`'s result, with `self` the running instance while it runs (and the one before it after). */
function runningAs<T>(self: object, fn: () => T): T {
  const outer = running;
  running = self;
  try {
    return fn();
  } finally {
    running = outer;
  }
}

/**
 * Throws `as(new Error(why))` when a plugin's function returned a promise, which a synchronous
 * run cannot wait for; its rejection is caught first, so that it does not surface later as an
 * unhandled one.
 */
function refusePromise(result: unknown, why: string, as: (e: Error) => Error): void {
  if (!isThenable(result)) return;
  result.then(undefined, () => undefined);
  throw as(new Error(why));
}

const VISITOR_NAMES = new Set(['tool', 'schema', 'registry']);

/** Findings one plugin rule may make in one registry, and the longest text a report may carry. */
const MAX_REPORTS = 100_000;
const MAX_TEXT = 10_000;

/**
 * The descriptor as plain data, each field read once: what is checked is what the engine gets,
 * whatever getters the plugin's object has. What is wrong with it when it cannot be read.
 */
function plainDescriptor(d: unknown): ReportDescriptor<string> | string {
  if (!isObject(d)) return 'it reported something that is not an object';
  const { messageId, data, tool, at, position, fix } = d as Record<string, unknown>;
  const copy: Record<string, unknown> = { messageId };
  if (data !== undefined) copy.data = isObject(data) ? Object.fromEntries(Object.entries(data)) : data;
  if (tool !== undefined) copy.tool = tool;
  if (at !== undefined) copy.at = isObject(at) ? { file: at.file, pointer: at.pointer } : at;
  if (position !== undefined) copy.position = isObject(position) ? { line: position.line, column: position.column } : position;
  if (fix !== undefined) {
    const edits = Array.isArray(fix) ? fix : [fix];
    const copied = edits.map((e: unknown) => (isObject(e) ? plainEdit(e) : e));
    copy.fix = Array.isArray(fix) ? copied : copied[0];
  }
  return copy as unknown as ReportDescriptor<string>;
}

function plainEdit(e: JsonObject): Record<string, unknown> {
  const { file, pointer, op, key, value } = e;
  let data: unknown;
  try {
    // A copy, so that nothing the plugin holds changes the value after it was checked.
    data = value === undefined ? undefined : structuredClone(value);
  } catch {
    data = NOT_DATA;
  }
  return { ...(file === undefined ? {} : { file }), pointer, op, key, ...(value === undefined ? {} : { value: data }) };
}

/** Stands for a fix value that cannot be copied (a function), which the check then refuses. */
const NOT_DATA = Symbol('not data');

/** The tools of each registry, to tell a tool of the registry from an object made to look like one. */
const toolsOf = new WeakMap<Registry, ReadonlySet<Tool>>();

/** What is wrong with a report, or undefined. */
function descriptorProblem(d: ReportDescriptor<string>, rule: AnyRule, registry: Registry): string | undefined {
  const linted = (file: string) => registry.documents.has(file);
  if (typeof d.messageId !== 'string' || !Object.hasOwn(rule.meta.messages, d.messageId))
    return `it reported messageId ${shown(d.messageId)}, which its meta.messages does not have`;
  if (d.data !== undefined) {
    if (!isObject(d.data)) return 'its report `data` is not an object';
    for (const [key, value] of Object.entries(d.data)) {
      if (!['string', 'number', 'boolean'].includes(typeof value)) return `its report \`data.${clean(key)}\` is not a string, number or boolean`;
      if (typeof value === 'string' && value.length > MAX_TEXT) return `its report \`data.${clean(key)}\` is longer than ${formatCount(MAX_TEXT)} characters`;
    }
  }
  for (const key of placeholdersOf((rule.meta.messages as Record<string, string>)[d.messageId]))
    if (!d.data || !Object.hasOwn(d.data, key)) return `its message ${shown(d.messageId)} needs \`data.${clean(key)}\`, which the report does not give`;
  if (d.tool !== undefined) {
    let tools = toolsOf.get(registry);
    if (!tools) toolsOf.set(registry, (tools = new Set(registry.tools)));
    if (!tools.has(d.tool)) return 'its report `tool` is not a tool of the registry';
  }
  if (d.at !== undefined) {
    const at = placeProblem(d.at, linted);
    if (at) return `its report \`at\` ${at}`;
  }
  if (d.position !== undefined) {
    const { line, column } = (isObject(d.position) ? d.position : {}) as { line?: unknown; column?: unknown };
    if (!isCount(line) || !isCount(column)) return 'its report `position` is not a line and column counted from 1';
  }
  if (d.fix !== undefined) {
    for (const edit of Array.isArray(d.fix) ? d.fix : [d.fix]) {
      const problem = fixProblem(edit, linted);
      if (problem) return `its fix ${problem}`;
    }
  }
  return undefined;
}

function placeProblem(at: unknown, linted: (file: string) => boolean): string | undefined {
  if (!isObject(at) || typeof at.file !== 'string' || typeof at.pointer !== 'string') return 'is not a file and a JSON pointer';
  if (!linted(at.file)) return `names ${shown(at.file)}, which is not a file of the registry being linted`;
  if (at.pointer !== '' && !at.pointer.startsWith('/')) return `pointer ${shown(at.pointer)} is not a JSON pointer`;
  return undefined;
}

function fixProblem(edit: RuleFix, linted: (file: string) => boolean): string | undefined {
  if (!isObject(edit)) return 'is not an edit object';
  if (edit.file !== undefined && (typeof edit.file !== 'string' || !linted(edit.file)))
    return `edits ${shown(edit.file)}, which is not a file of the registry being linted`;
  if (typeof edit.pointer !== 'string' || (edit.pointer !== '' && !edit.pointer.startsWith('/'))) return 'has no JSON pointer';
  if (edit.op !== 'set' && edit.op !== 'remove') return `has op ${shown(edit.op)}, not set or remove`;
  if (typeof edit.key !== 'string') return 'has no key';
  if (edit.value !== undefined && (edit.value === NOT_DATA || !isJsonData(edit.value))) return 'sets a value that is not JSON data';
  return undefined;
}

/** Whether a value is plain JSON data: no functions, symbols, big integers or cycles anywhere in it. */
export function isJsonData(value: unknown): boolean {
  try {
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') throw new Error('not data');
      return v;
    });
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** The placeholders of a message template, read once per template rather than once per report. */
const placeholders = new Map<string, string[]>();
function placeholdersOf(template: string): string[] {
  let keys = placeholders.get(template);
  if (!keys) placeholders.set(template, (keys = [...template.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1])));
  return keys;
}
