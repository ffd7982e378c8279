import {
  hasOwn,
  isObject,
  kindFromHttpMethod,
  kindOfVerb,
  REMOVAL_VERBS,
  type Classification,
  type KindEvidence,
  type Tool,
  type ToolKind,
} from '../../model/index.js';
import { splitName } from './prefix.js';

/**
 * What a tool does, worked out once for every rule: the verb of its name (after namespace and
 * server prefixes, in any naming style), its kind, and the MCP hints in force. Every rule that
 * asks "does this tool write, delete or only read?" reads this, so they cannot disagree.
 */
export interface ToolAction {
  /** The verb of the name, lower case: `delete` for `compute_disk_delete`, `deleteDisk`, `API-delete-page`. */
  verb?: string;
  /** What the verb alone says. */
  verbKind?: ToolKind;
  /** The kind all evidence gives, strongest first: metadata, MCP annotations, HTTP method, verb. */
  kind: ToolKind;
  evidence: KindEvidence;
  /**
   * The MCP hints a client acts on, absent ones at the spec's defaults (readOnlyHint false,
   * destructiveHint true, idempotentHint false, openWorldHint true). Only for MCP tools.
   */
  hints?: McpHints;
}

export interface McpHints {
  /** The tool has an `annotations` object at all. */
  annotated: boolean;
  /** Hints written as booleans, by name. */
  declared: ReadonlySet<string>;
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  openWorld: boolean;
}

/**
 * Verbs that also name things (`get_post`, `list_comments`, `create_tag`): at the end of a name
 * they are a noun far more often than what the tool does, so only the leading word counts for
 * them. A name is taken to end in its verb (`disk_delete`) only for the clear verbs below.
 */
const TRAILING_VERBS = new Set([
  ...REMOVAL_VERBS,
  'truncate',
  'terminate',
  'kill',
  'revoke',
  'uninstall',
  'deprovision',
  'evict',
  'create',
  'update',
  'insert',
  'upsert',
  'edit',
  'modify',
  'rename',
  'patch',
  'enable',
  'disable',
  'start',
  'stop',
  'restart',
  'reboot',
  'install',
  'deploy',
  'cancel',
  'approve',
  'reject',
  'assign',
  'unassign',
  'attach',
  'detach',
  'reset',
  'restore',
  'resize',
  'list',
  'get',
  'search',
  'find',
  'fetch',
  'read',
  'query',
  'describe',
  'retrieve',
  'lookup',
  'set',
  'add',
]);

/**
 * The verb of a name. Namespaces are taken off first: dotted ones (`repo.`), a registry-wide
 * prefix (`zscaler_`), and a leading word the registry uses as a service name before a verb at
 * the end (`compute_` in `compute_disk_delete`, `compute_instance_list`). Then: the first word
 * when it is a verb, unless it reads and the name ends in a clear destructive verb; else a clear
 * verb at the end (`disk-delete`, `issue_create`); else the first verb anywhere (`API-delete-page`).
 */
export function findVerb(
  name: string,
  prefixes: ReadonlyArray<readonly string[]>,
  namespaces: ReadonlySet<string>,
  lists: Classification,
  isVerb: (w: string) => boolean,
): string | undefined {
  let words = splitName(name, prefixes).words;
  if (words.length >= 3 && namespaces.has(words[0])) words = words.slice(1);
  if (words.length === 0) return undefined;
  const last = words[words.length - 1];
  if (isVerb(words[0])) {
    // `compute_disk_delete` alone, `calculate_pressure_drop`: a service word or a reading verb,
    // then a clear destructive verb at the end. Which one the tool does, the name does not say,
    // and taking it for a read would tell a tool that may delete to call itself read-only. Other
    // mixes keep the leading verb: `create_task_list` and `mark_notifications_read` end in nouns.
    const mixed = words.length > 2 && TRAILING_VERBS.has(last) && kindOfVerb(last, lists) === 'destructive' && kindOfVerb(words[0], lists) === 'read';
    return mixed ? undefined : words[0];
  }
  if (TRAILING_VERBS.has(last)) return last;
  const inner = words.filter((w) => !NAMING_WORDS.has(w));
  return inner.find((w) => isVerb(w) && kindOfVerb(w, lists) !== undefined) ?? inner.find(isVerb);
}

/**
 * Verbs that, inside a name, are far more often the thing it is about (`doesEmailInputExist`,
 * `user_bulk_status`, `ci_build_logs`): only the name's leading word makes them its verb.
 */
const NAMING_WORDS = new Set(['email', 'sms', 'post', 'block', 'charge', 'transfer', 'bulk', 'build', 'force', 'refund']);

/**
 * Leading words the registry uses as service names: each starts at least two names of three
 * words or more that end in a clear verb (`compute_disk_delete`, `compute_instance_list`). A
 * lone `calculate_pressure_drop` says nothing of the kind, so its first word stays its verb; a
 * clear verb (`get`, `delete`) is never a service name.
 */
export function serviceNamespaces(names: ReadonlyArray<readonly string[]>): Set<string> {
  const counts = new Map<string, number>();
  for (const words of names) {
    // A clear verb leads its own name (`GetChargesCharge` beside `GetCustomersCustomerDelete`).
    if (words.length >= 3 && TRAILING_VERBS.has(words[words.length - 1]) && !TRAILING_VERBS.has(words[0])) {
      counts.set(words[0], (counts.get(words[0]) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, n]) => n >= 2).map(([w]) => w));
}

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

export function mcpHints(tool: Tool): McpHints | undefined {
  if (tool.dialect !== 'mcp') return undefined;
  const a = isObject(tool.annotations) ? tool.annotations : undefined;
  const flag = (key: string) => (a && hasOwn(a, key) && typeof a[key] === 'boolean' ? (a[key] as boolean) : undefined);
  const readOnly = flag('readOnlyHint') ?? false;
  return {
    annotated: a !== undefined,
    declared: new Set(HINTS.filter((h) => flag(h) !== undefined)),
    readOnly,
    // The spec: destructiveHint is meaningful only when readOnlyHint is false.
    destructive: readOnly ? false : (flag('destructiveHint') ?? true),
    idempotent: flag('idempotentHint') ?? false,
    openWorld: flag('openWorldHint') ?? true,
  };
}

/**
 * The kind, strongest evidence first. Annotations count where they are written: a hint left out
 * takes the spec's default for what a client does, but says nothing of what the tool is.
 */
export function toolAction(tool: Tool, verb: string | undefined, lists: Classification): ToolAction {
  const byVerb = verb === undefined ? undefined : kindOfVerb(verb, lists);
  const hints = mcpHints(tool);
  const out = (kind: ToolKind, evidence: KindEvidence): ToolAction => ({ verb, verbKind: byVerb, kind, evidence, ...(hints ? { hints } : {}) });
  if (tool.kindEvidence === 'metadata') return out(tool.kind, 'metadata');
  const a = isObject(tool.annotations) ? tool.annotations : undefined;
  if (a) {
    if (a.readOnlyHint === true) return out('read', 'annotations');
    if (a.destructiveHint === true) return out('destructive', 'annotations');
    // Not destructive, and read-only only when it says so: a tool that changes things.
    if (a.destructiveHint === false) return out(a.readOnlyHint === false || byVerb !== 'read' ? 'write' : 'read', 'annotations');
    if (a.readOnlyHint === false) return out(byVerb === 'destructive' ? 'destructive' : 'write', 'annotations');
  }
  if (tool.http) return out(kindFromHttpMethod(tool.http.method), 'http-method');
  if (byVerb) return out(byVerb, 'name');
  return out('unknown', 'none');
}
