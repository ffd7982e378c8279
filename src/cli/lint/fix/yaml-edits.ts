import { isDeepStrictEqual } from 'node:util';
import { CST, Composer, Parser, isAlias, isMap, isScalar, isSeq, parse, stringify, type Document, type Node } from 'yaml';
import type { FixEdit } from '../../../engine/index.js';
import { parsePointer } from '../../../model/index.js';
import { applyToValue, type EditOutcome } from './value-edits.js';

/** As the loaders read YAML: the core schema, merge keys, duplicate keys allowed (a rule reports them). */
const OPTIONS = { schema: 'core', merge: true, uniqueKeys: false } as const;

type Token = CST.Token;
type SourceToken = CST.SourceToken;
type Item = CST.CollectionItem;

/**
 * Applies edits to YAML text through the `yaml` CST: only the tokens an edit touches change,
 * so comments, quoting, folded text and indentation elsewhere stay byte for byte. Each result
 * is parsed again and must equal the original value with the edits applied, or it is refused.
 */
export function applyYamlEdits(text: string, edits: FixEdit[]): EditOutcome {
  const all = attempt(text, edits);
  if (all.ok) return { text: all.text, applied: edits, skipped: [] };
  // One at a time, so that one edit the CST cannot make does not hold back the others.
  let current = text;
  const applied: FixEdit[] = [];
  const skipped: EditOutcome['skipped'] = [];
  for (const edit of edits) {
    const one = attempt(current, [edit]);
    if (one.ok) {
      current = one.text;
      applied.push(edit);
    } else skipped.push({ edit, reason: one.reason });
  }
  return { text: current, applied, skipped };
}

function attempt(text: string, edits: FixEdit[]): { ok: true; text: string } | { ok: false; reason: string } {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ ...OPTIONS, keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1 || docs[0].errors.length > 0) return { ok: false, reason: 'the file is not one valid YAML document' };
  const doc = docs[0];
  let before: unknown;
  try {
    before = doc.toJS();
  } catch {
    return { ok: false, reason: 'the file cannot be read as plain data' };
  }
  for (const edit of edits) {
    const reason = editTokens(doc, edit);
    if (reason) return { ok: false, reason };
  }
  const out = keepLineEnds(text, tokens.map((t) => CST.stringify(t)).join(''));
  let after: unknown;
  try {
    after = parse(out, OPTIONS);
  } catch {
    return { ok: false, reason: 'the edited file would not parse' };
  }
  const expected = applyToValue(before, edits);
  if (expected === undefined || !isDeepStrictEqual(after, expected)) return { ok: false, reason: 'the edit would change more than the fix' };
  return { ok: true, text: out };
}

/** Changes the CST for one edit; returns why it cannot, or undefined when done. */
function editTokens(doc: Document, edit: FixEdit): string | undefined {
  const path = parsePointer(edit.pointer);
  const container = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as Node | null | undefined;
  if (isAlias(container)) return 'the place to edit is written through an alias';
  if (!container || (!isMap(container) && !isSeq(container))) return 'the place to edit is not an object or array written in this file';
  const token = container.srcToken;
  if (!token || (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection'))
    return 'the place to edit is written through an alias';
  const inFlow = token.type === 'flow-collection';
  const index = isMap(container)
    ? container.items.findIndex((p) => isScalar(p.key) && String(p.key.value) === edit.key)
    : /^(0|[1-9]\d*)$/.test(edit.key) && Number(edit.key) < container.items.length
      ? Number(edit.key)
      : -1;
  const item =
    index === -1 ? undefined : itemFor(token, isMap(container) ? (container.items[index].key as Node).srcToken : (container.items[index] as Node).srcToken);
  if (edit.op === 'remove') {
    if (!item) return undefined;
    return token.type === 'block-seq' || !isMap(container) ? 'only an object member can be removed' : removeItem(token, item);
  }
  if (item) return replaceValue(item, edit.value, inFlow);
  if (!isMap(container)) return 'only an object can gain a member';
  return token.type === 'flow-collection' ? addFlowPair(token, edit.key, edit.value) : addBlockPair(token as CST.BlockMap, edit.key, edit.value);
}

function itemFor(token: CST.BlockMap | CST.BlockSequence | CST.FlowCollection, part: Token | undefined): Item | undefined {
  if (!part) return undefined;
  return (token.items as Item[]).find((i) => i.key === part || i.value === part);
}

function replaceValue(item: Item, value: unknown, inFlow: boolean): string | undefined {
  const old = item.value;
  if (old?.type === 'alias') return 'the value is an alias';
  if (old && (isFlowScalar(old) || old.type === 'block-scalar') && isScalarValue(value)) {
    // A string keeps the quoting it had, unless written plain it would read as something else.
    const plainSafe = typeof value !== 'string' || parse(value, { schema: 'core' }) === value;
    const type = typeof value !== 'string' ? 'PLAIN' : !plainSafe && old.type === 'scalar' ? 'QUOTE_DOUBLE' : undefined;
    CST.setScalarValue(old, typeof value === 'string' ? value : JSON.stringify(value), { inFlow, type });
    return undefined;
  }
  if (old && (isFlowScalar(old) || old.type === 'flow-collection')) {
    const next = valueToken(value);
    if (!next) return 'the value cannot be written inline';
    const trailing = old.type === 'flow-collection' ? (old.end ?? []).slice(1) : (old.end ?? []);
    setEnd(next, trailing);
    item.value = next;
    return undefined;
  }
  return 'only a scalar or an inline collection can be replaced';
}

function addBlockPair(map: CST.BlockMap, key: string, value: unknown): string | undefined {
  const next = valueToken(value);
  if (!next) return 'the value cannot be written inline';
  const keyed = map.items.map((i, n) => (i.key || i.value ? n : -1)).filter((n) => n !== -1);
  const last = keyed.at(-1);
  if (last === undefined) return 'the object has no member to line the new one up with';
  const endsLine = CST.stringify({ ...map, items: map.items.slice(0, last + 1) } as CST.BlockMap).endsWith('\n');
  const start: SourceToken[] = [...(endsLine ? [] : [source('newline', '\n', map.indent)]), source('space', ' '.repeat(map.indent), map.indent)];
  setEnd(next, endsLine ? [source('newline', '\n', map.indent)] : []);
  map.items.splice(last + 1, 0, {
    start,
    key: keyToken(key, map.indent),
    sep: [source('map-value-ind', ':', map.indent), source('space', ' ', map.indent)],
    value: next,
  });
  return undefined;
}

function addFlowPair(flow: CST.FlowCollection, key: string, value: unknown): string | undefined {
  if (flow.start.source !== '{') return 'only an object can gain a member';
  const next = valueToken(value);
  if (!next) return 'the value cannot be written inline';
  const keyed = flow.items.map((i, n) => (i.key || i.value ? n : -1)).filter((n) => n !== -1);
  const last = keyed.at(-1);
  let start: SourceToken[] = [];
  if (last !== undefined) {
    // The separator the other members use (", " or ",\n  "), and the space before the closing
    // brace moves from the old last member to the new one.
    const sibling = flow.items.slice(1).find((i) => i.start.some((t) => t.type === 'comma'));
    start = sibling ? sibling.start.map((t) => ({ ...t })) : [source('comma', ',', flow.indent), source('space', ' ', flow.indent)];
    const prev = flow.items[last].value;
    const trailing = prev && (isFlowScalar(prev) ? (prev.end ?? []) : prev.type === 'flow-collection' ? prev.end.slice(1) : []);
    if (prev && trailing && trailing.length > 0 && trailing.every((t) => t.type === 'space' || t.type === 'newline')) {
      setEnd(next, trailing);
      setEnd(prev, []);
    }
  }
  flow.items.splice(last === undefined ? 0 : last + 1, 0, {
    start,
    key: keyToken(key, flow.indent),
    sep: [source('map-value-ind', ':', flow.indent), source('space', ' ', flow.indent)],
    value: next,
  });
  return undefined;
}

function removeItem(token: CST.BlockMap | CST.FlowCollection, item: Item): string | undefined {
  const items = token.items as Item[];
  const i = items.indexOf(item);
  if (token.type === 'flow-collection') {
    // The first member has no comma before it; the one after it takes its place.
    if (i === 0 && items[1]) items[1].start = item.start;
  } else if (i === 0 && items[1]) {
    // The first member's indentation belongs to the line above; the next member's goes.
    items[1].start = items[1].start.filter((t) => t.type !== 'space');
  }
  items.splice(i, 1);
  return undefined;
}

function isFlowScalar(token: Token): token is CST.FlowScalar {
  return token.type === 'scalar' || token.type === 'single-quoted-scalar' || token.type === 'double-quoted-scalar';
}

function isScalarValue(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** A value as a CST token, written inline (flow style) and quoted as a flow context needs. */
function valueToken(value: unknown): Token | undefined {
  const text = stringify([value], { collectionStyle: 'flow', flowCollectionPadding: false, lineWidth: 0 });
  const [doc] = [...new Parser().parse(text)].filter((t) => t.type === 'document') as CST.Document[];
  const seq = doc?.value;
  if (!seq || seq.type !== 'flow-collection' || seq.items.length !== 1) return undefined;
  const token = seq.items[0].value;
  if (!token) return undefined;
  setEnd(token, []);
  return token;
}

function keyToken(key: string, indent: number): Token {
  const token = CST.createScalarToken(key, { indent, implicitKey: true, type: parse(key, { schema: 'core' }) === key ? 'PLAIN' : 'QUOTE_DOUBLE' });
  setEnd(token, []);
  return token;
}

/** Sets what follows a value on its line: a scalar's `end`, or what follows a flow collection's closing bracket. */
function setEnd(token: Token, end: SourceToken[]): void {
  if (isFlowScalar(token)) {
    if (end.length > 0) token.end = end;
    else delete token.end;
  } else if (token.type === 'flow-collection') token.end = [token.end[0], ...end];
}

function source(type: SourceToken['type'], text: string, indent: number): SourceToken {
  return { type, offset: 0, indent, source: text };
}

/**
 * The CST writes the lines it adds with `\n`: in a file whose every line ends in `\r\n`, they
 * end so too, and a file is not left with mixed line endings. A file that mixes them already
 * is left as the CST wrote it.
 */
function keepLineEnds(original: string, edited: string): string {
  if (!original.includes('\r\n') || /(^|[^\r])\n/.test(original)) return edited;
  return edited.replace(/\r?\n/g, '\r\n');
}
