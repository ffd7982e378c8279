import { defineRule } from '../../src/engine/index.js';
import { excerpt, type ToolAction, CLAIM_OPTION_SCHEMA, DATA_LOSS_VERBS, descriptionClaim, type Claim, type ClaimPhrases } from '../../src/kit/index.js';
import { hasOwn, isObject, joinPointer, type SourceRef, type Tool } from '../../src/model/index.js';

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

/**
 * Write verbs that only add: MCP defines `destructiveHint: false` as "performs only additive
 * updates". `update`, `replace`, `upsert`, `upload` and `set` overwrite what was there, so for
 * them the spec's default (`destructiveHint: true`) is right, and a tool without annotations is
 * not reported.
 */
const ADDITIVE_VERBS = new Set([
  'create',
  'add',
  'post',
  'insert',
  'submit',
  'register',
  'fork',
  'copy',
  'clone',
  'comment',
  'reply',
  'invite',
  'star',
  'follow',
  'subscribe',
  'tag',
  'label',
  'link',
  'generate',
  'make',
  'book',
  'reserve',
  'request',
  'schedule',
  'commit',
]);

/**
 * Read verbs that may also change things: `verify_domain` may mark a domain verified,
 * `resolve_thread` closes one, `open_pull_request` opens one, `export_report` writes a file. A
 * tool without annotations is not told it is read-only on their word alone; the other read
 * verbs (get, list, search, …) never change anything.
 */
const MAY_CHANGE = new Set(['verify', 'validate', 'check', 'resolve', 'export', 'download', 'load', 'open', 'test', 'scan', 'watch', 'poll']);

/**
 * Against hints the maintainer wrote, a name's verb is weak evidence: `generate_chart`,
 * `run_audit` and `start_search` often only compute and return (an explicit `readOnlyHint: true`
 * is then right); `parse_prd`, `analyze_project` and `format_range` may write files or cells (an
 * explicit `destructiveHint: true` is the maintainer's caution). For these verbs only metadata
 * or the description can contradict an annotation.
 */
const WEAK_AGAINST_HINTS = new Set([
  ...MAY_CHANGE,
  'generate',
  'run',
  'start',
  'request',
  'execute',
  'render',
  'make',
  'build',
  'analyze',
  'analyse',
  'parse',
  'format',
  'convert',
  'compute',
  'calculate',
  'extract',
]);

/**
 * The destructive verbs that erase what was there: the data-loss verbs but `terminate` (a stopped
 * app starts again), and `remove`, `revoke`, `clear` and `flush`, which take away what was there.
 * MCP's `destructiveHint: false` means "only additive updates": `send_email` or `terminate_app`
 * may honestly claim it, `delete_file` cannot.
 */
const ERASING_VERBS = new Set([...DATA_LOSS_VERBS.filter((v) => v !== 'terminate'), 'remove', 'revoke', 'clear', 'flush']);

interface Options extends ClaimPhrases {
  hints: string[];
  requireDestructiveHint: boolean;
  requireIdempotentHint: boolean;
  requireAnnotations: boolean;
  checkDescription: boolean;
}

interface Evidence {
  kind: Claim;
  because: string;
  /** The name's verb, when the evidence is the name. */
  verb?: string;
}

/** Evidence strong enough to contradict a hint the maintainer wrote. */
const againstHint = (e: Evidence): boolean => e.verb === undefined || !WEAK_AGAINST_HINTS.has(e.verb);

/**
 * What says the tool reads or changes things, other than its annotations: its metadata, its
 * name's verb, its description. The annotations decide `tool.kind`, so they cannot be checked
 * against it.
 */
function evidence(tool: Tool, action: ToolAction, options: Options): Evidence[] {
  const out: Evidence[] = [];
  const declared = tool.meta['x-toolslint-kind'];
  if (declared === 'read' || declared === 'write' || declared === 'destructive') out.push({ kind: declared, because: `\`x-toolslint-kind: ${declared}\`` });
  else if (tool.meta.destructive === true) out.push({ kind: 'destructive', because: '`destructive: true`' });
  const byName = tool.nameOrigin === 'declared' ? action.verbKind : undefined;
  if (byName && byName !== 'unknown') out.push({ kind: byName, because: `its name's verb is "${action.verb}"`, verb: action.verb });
  const said = options.checkDescription ? descriptionClaim(tool.description, options) : undefined;
  if (said) out.push({ kind: said.claim, because: `its description says "${said.phrase}"` });
  return out;
}

export default defineRule({
  meta: {
    id: 'tool-annotations-consistent',
    description: "MCP annotations are booleans and agree with what the tool's name and description say it does.",
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        hints: {
          type: 'array',
          items: { type: 'string' },
          default: HINTS,
          description: 'The annotations that must be booleans when present.',
        },
        requireDestructiveHint: {
          type: 'boolean',
          default: true,
          description: 'Report a destructive tool whose annotations leave `destructiveHint` out.',
        },
        requireIdempotentHint: {
          type: 'boolean',
          default: true,
          description: 'Report a tool that is not read-only whose annotations leave `idempotentHint` out.',
        },
        requireAnnotations: {
          type: 'boolean',
          default: true,
          description:
            'Report an MCP tool that only reads or only adds, by its name, and has no `annotations`: clients then take it as destructive and ask before every call.',
        },
        checkDescription: {
          type: 'boolean',
          default: true,
          description: 'Compare the annotations with what the description says ("read-only", "cannot be undone"), not only with the name.',
        },
        ...CLAIM_OPTION_SCHEMA,
      },
    },
    // Absent hints take the spec's defaults (destructive, not idempotent), which are safe: asking
    // for them to be written out is the full convention, not a problem clients have.
    recommendedOptions: { requireDestructiveHint: false, requireIdempotentHint: false },
    // Clients ask before each call of a read tool without hints; the model calls it the same.
    recommendedMaxSeverity: { noAnnotations: 'info' },
    messages: {
      noAnnotations:
        'MCP tool "{{name}}" has no `annotations`, so clients take it as destructive and may ask before every call, although {{because}}: add `annotations` with {{hints}}.',
      notBoolean: '`{{key}}` of "{{name}}" is {{value}}, not a boolean: write true or false.',
      readOnlyOnWrite:
        'Tool "{{name}}" has `readOnlyHint: true`, but {{because}}, so it changes things: set `readOnlyHint: false`, or correct the name or description.',
      destructiveOnRead:
        'Tool "{{name}}" has `destructiveHint: true`, but {{because}}, so it only reads: set `destructiveHint: false`, or correct the name or description.',
      destructiveFalse: 'Tool "{{name}}" has `destructiveHint: false`, but {{because}}, so it cannot be taken back: set `destructiveHint: true`.',
      destructiveNotSet:
        'Tool "{{name}}" is destructive ({{because}}), but its annotations leave `destructiveHint` out: set `destructiveHint: true` so that clients ask before calling it.',
      idempotentMissing:
        'Tool "{{name}}" is not read-only, but its annotations leave `idempotentHint` out: set it to true if repeating a call with the same arguments changes nothing more, false otherwise.',
    },
  },
  create(context, options: Options) {
    return {
      tool(tool) {
        const a = tool.annotations;
        const action = context.view.action(tool);
        if (!isObject(a)) {
          if (!options.requireAnnotations || tool.dialect !== 'mcp' || a !== undefined) return;
          const kind = tool.nameOrigin === 'declared' ? action.verbKind : undefined;
          const verb = action.verb ?? '';
          const clear = kind === 'read' ? !MAY_CHANGE.has(verb) : kind === 'write' && ADDITIVE_VERBS.has(verb);
          if (!clear) return;
          // The name says read but the description says it changes things (`verify_domain`
          // installs a certificate): which hint is right is the maintainer's call, not ours.
          const said = options.checkDescription ? descriptionClaim(tool.description, options) : undefined;
          if (said && said.claim !== kind) return;
          const hints = kind === 'read' ? '`readOnlyHint: true`' : '`readOnlyHint: false` and `destructiveHint: false` (and `idempotentHint`)';
          const because = `its name's verb "${action.verb}" says it ${kind === 'read' ? 'only reads' : 'only adds things'}`;
          context.report({ messageId: 'noAnnotations', at: tool.refs.name ?? tool.source, data: { name: tool.name, because, hints } });
          return;
        }
        const base = tool.refs.annotations ?? tool.source;
        const at = (key: string): SourceRef => (hasOwn(a, key) ? { file: base.file, pointer: joinPointer(base.pointer, key) } : base);
        const name = tool.name;
        for (const key of options.hints) {
          if (!hasOwn(a, key) || typeof a[key] === 'boolean') continue;
          context.report({ messageId: 'notBoolean', at: at(key), data: { key, name, value: excerpt(JSON.stringify(a[key]) ?? String(a[key])) } });
        }
        const hint = (key: string) => (typeof a[key] === 'boolean' ? (a[key] as boolean) : undefined);
        const readOnly = hint('readOnlyHint');
        const destructive = hint('destructiveHint');
        const ev = evidence(tool, action, options);
        // A description or metadata that says the tool only reads outweighs its name's verb
        // (`link_board_items_workflow`: "read-only, calls no API").
        const saidRead = ev.some((e) => e.verb === undefined && e.kind === 'read');
        const strong = ev.filter((e) => againstHint(e) && !(saidRead && e.verb !== undefined && e.kind !== 'read'));
        const changer = strong.find((e) => e.kind !== 'read');
        const reader = strong.find((e) => e.kind === 'read');
        // Any evidence that the tool writes keeps a read verb from calling it read-only.
        const writer = ev.find((e) => e.kind !== 'read');
        const destroyer = ev.find((e) => e.kind === 'destructive');
        const eraser = strong.find((e) => e.kind === 'destructive' && (e.verb === undefined || ERASING_VERBS.has(e.verb)));
        if (readOnly === true) {
          if (changer) context.report({ messageId: 'readOnlyOnWrite', at: at('readOnlyHint'), data: { name, because: changer.because } });
          // MCP gives destructiveHint meaning only when readOnlyHint is false.
          if (destructive === true)
            context.report({ messageId: 'destructiveOnRead', at: at('destructiveHint'), data: { name, because: 'it also has `readOnlyHint: true`' } });
          return;
        }
        if (destructive === true && reader && !writer) {
          context.report({ messageId: 'destructiveOnRead', at: at('destructiveHint'), data: { name, because: reader.because } });
          return;
        }
        if (destructive === false) {
          if (eraser) context.report({ messageId: 'destructiveFalse', at: at('destructiveHint'), data: { name, because: eraser.because } });
        } else if (destroyer && !hasOwn(a, 'destructiveHint') && options.requireDestructiveHint) {
          context.report({ messageId: 'destructiveNotSet', at: base, data: { name, because: destroyer.because } });
        }
        const writes = readOnly === false || writer !== undefined || action.kind === 'write' || action.kind === 'destructive';
        // A hint that is there but not a boolean has had its finding above.
        if (writes && !hasOwn(a, 'idempotentHint') && options.requireIdempotentHint) {
          context.report({ messageId: 'idempotentMissing', at: base, data: { name } });
        }
      },
    };
  },
});
