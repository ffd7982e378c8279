import { hasOwn, isObject } from './guards.js';
import type { JsonObject, KindEvidence, ToolKind } from './types.js';

/** Verb lists that decide a tool's kind from the first word of its name. */
export interface Classification {
  read: string[];
  write: string[];
  destructive: string[];
}

/**
 * Verbs that take something away. They make a tool destructive, mark the end of a name as its
 * verb (`disk_delete`), and, as HTTP `DELETE` is, are idempotent: a second call finds nothing
 * more to take.
 */
export const REMOVAL_VERBS: readonly string[] = ['delete', 'remove', 'destroy', 'drop', 'purge', 'erase', 'wipe'];

/**
 * Destructive means "cannot be taken back", which is why `send`, `restart`, `revoke` and
 * `transfer` sit here beside `delete`: a sent message cannot be unsent.
 */
export const DEFAULT_CLASSIFICATION: Classification = {
  read: [
    'get',
    'list',
    'search',
    'find',
    'fetch',
    'read',
    'query',
    'lookup',
    'show',
    'describe',
    'view',
    'check',
    'count',
    'download',
    'export',
    'inspect',
    'retrieve',
    'browse',
    'explain',
    'validate',
    'verify',
    'preview',
    'analyze',
    'analyse',
    'summarize',
    'summarise',
    'compare',
    'calculate',
    'compute',
    'estimate',
    'convert',
    'translate',
    'resolve',
    'is',
    'has',
    'can',
    'load',
    'open',
    'watch',
    'poll',
    'scan',
    'test',
    'diff',
    'render',
    'format',
    'parse',
    'extract',
    'detect',
    'identify',
    'recommend',
    'suggest',
    'predict',
    'lint',
    'ping',
    'status',
  ],
  write: [
    'create',
    'update',
    'set',
    'add',
    'put',
    'post',
    'patch',
    'edit',
    'modify',
    'change',
    'insert',
    'upsert',
    'save',
    'write',
    'upload',
    'import',
    'assign',
    'unassign',
    'enable',
    'disable',
    'start',
    'stop',
    'run',
    'execute',
    'trigger',
    'schedule',
    'register',
    'rename',
    'move',
    'copy',
    'merge',
    'close',
    'reopen',
    'lock',
    'unlock',
    'approve',
    'reject',
    'submit',
    'apply',
    'install',
    'configure',
    'link',
    'unlink',
    'tag',
    'label',
    'mark',
    'star',
    'unstar',
    'follow',
    'unfollow',
    'subscribe',
    'unsubscribe',
    'invite',
    'grant',
    'fork',
    'push',
    'commit',
    'replace',
    'reset',
    'sync',
    'generate',
    'make',
    'book',
    'reserve',
    'cancel',
    'archive',
    'restore',
    'deploy',
    'publish',
    'release',
    'comment',
    'reply',
    'request',
    'pause',
    'resume',
    'attach',
    'detach',
    'mount',
    'build',
    'clone',
    'init',
    'initialize',
    'login',
    'logout',
  ],
  destructive: [
    ...REMOVAL_VERBS,
    'truncate',
    'bulk',
    'send',
    'restart',
    'reboot',
    'revoke',
    'transfer',
    'terminate',
    'kill',
    'pay',
    'charge',
    'refund',
    'force',
    'overwrite',
    'shutdown',
    'uninstall',
    'deprovision',
    'clear',
    'flush',
    'email',
    'sms',
    'notify',
    'broadcast',
    'execute_sql',
    'evict',
    'ban',
    'block',
  ],
};

/**
 * Rules split the same tool and parameter names again and again: the words of each name are
 * kept (a bounded cache) and handed out frozen, one array for every caller. The bound is above
 * the tool count of a huge registry, whose names every registry-wide pass (prefixes, namespaces,
 * casing, verbs) splits again: at 50,000 the 100,000-tool array emptied it on every pass and
 * was 3 % slower; 250,000 short names cost some 30 MB at most.
 */
const wordsCache = new Map<string, readonly string[]>();
const WORDS_KEPT = 250_000;

/** Splits a tool name into lower-case words: `get_user`, `getUser`, `get-user`, `repo.get`. */
export function nameWords(name: string): readonly string[] {
  let words = wordsCache.get(name);
  if (words === undefined) {
    words = Object.freeze(splitWords(name));
    if (wordsCache.size >= WORDS_KEPT) wordsCache.clear();
    wordsCache.set(name, words);
  }
  return words;
}

function splitWords(name: string): string[] {
  // Without capitals there is no camel case to split, and nothing to lower.
  const plain = !/[A-Z]/.test(name);
  return (plain ? name : name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'))
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => (plain ? w : w.toLowerCase()));
}

/**
 * The leading verb of a name. A dotted name (`math.factorial`, `repo.list_issues`) is
 * namespaced: the verb is looked for in its last segment.
 */
export function leadingVerb(name: string): string | undefined {
  const last = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return nameWords(last)[0];
}

export function kindFromName(name: string, lists: Classification): ToolKind | undefined {
  const verb = leadingVerb(name);
  return verb === undefined ? undefined : kindOfVerb(verb, lists);
}

/** The kind one verb gives by the lists; destructive first, so a verb in two lists is taken at its most dangerous. */
export function kindOfVerb(verb: string, lists: Classification): ToolKind | undefined {
  if (lists.destructive.includes(verb)) return 'destructive';
  if (lists.write.includes(verb)) return 'write';
  if (lists.read.includes(verb)) return 'read';
  return undefined;
}

export function kindFromHttpMethod(method: string): ToolKind {
  const m = method.toLowerCase();
  if (m === 'get' || m === 'head' || m === 'options') return 'read';
  if (m === 'delete') return 'destructive';
  return 'write';
}

const KINDS = new Set(['read', 'write', 'destructive']);

/**
 * The one classification every rule about write and destructive tools uses, decided in the
 * order DESIGN.md gives: explicit metadata, MCP annotations, the HTTP method, the name's verb.
 */
export function classifyTool(
  input: { name: string; meta: JsonObject; annotations?: JsonObject; http?: { method: string } },
  lists: Classification = DEFAULT_CLASSIFICATION,
): { kind: ToolKind; evidence: KindEvidence } {
  const { meta, annotations } = input;
  const declared = hasOwn(meta, 'x-toolslint-kind') ? meta['x-toolslint-kind'] : undefined;
  if (typeof declared === 'string' && KINDS.has(declared)) {
    return { kind: declared as ToolKind, evidence: 'metadata' };
  }
  if (hasOwn(meta, 'destructive') && meta.destructive === true) {
    return { kind: 'destructive', evidence: 'metadata' };
  }
  if (isObject(annotations)) {
    if (annotations.readOnlyHint === true) return { kind: 'read', evidence: 'annotations' };
    if (annotations.destructiveHint === true) return { kind: 'destructive', evidence: 'annotations' };
    // MCP's default for destructiveHint is true, so only an explicit false says "write".
    if (annotations.readOnlyHint === false && annotations.destructiveHint === false) {
      return { kind: 'write', evidence: 'annotations' };
    }
  }
  if (input.http) return { kind: kindFromHttpMethod(input.http.method), evidence: 'http-method' };
  const byName = kindFromName(input.name, lists);
  if (byName) return { kind: byName, evidence: 'name' };
  return { kind: 'unknown', evidence: 'none' };
}
