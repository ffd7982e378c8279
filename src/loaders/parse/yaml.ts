import { CST, isAlias, isMap, isScalar, isSeq, Lexer, LineCounter, parseAllDocuments, type Document } from 'yaml';
import { joinPointer, ToolslintError, tryParsePointer, safeString } from '../../model/index.js';
import type { SourceDocument, SourceNotice } from '../../model/index.js';
import type { ParsedSource } from './json.js';
import { lineIndex } from './text.js';
import { DEFAULT_PARSE_LIMITS, isStackOverflow, numberNotice, stackExhausted, tooDeep, type ParseLimits } from './limits.js';

/** Tags a YAML file may use without a notice: the core schema's. */
const CORE_TAGS = new Set([
  'tag:yaml.org,2002:map',
  'tag:yaml.org,2002:seq',
  'tag:yaml.org,2002:str',
  'tag:yaml.org,2002:int',
  'tag:yaml.org,2002:float',
  'tag:yaml.org,2002:bool',
  'tag:yaml.org,2002:null',
]);

/**
 * Parses one YAML document with the core schema (no custom tags are ever run), reports
 * duplicate keys, and keeps the node tree so that pointers map to lines and columns.
 */
export function parseYaml(text: string, file: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): ParsedSource {
  try {
    return parseYamlUnguarded(text, file, limits);
  } catch (e) {
    // The YAML composer recurses per level; past what the stack holds, a sentence, not a crash.
    if (isStackOverflow(e)) throw stackExhausted(file);
    throw e;
  }
}

/** A file with no YAML value: empty, or nothing but comments and blank lines (a template not filled in). */
function emptyYaml(text: string, file: string): ToolslintError {
  const onlyComments = /^\s*#/m.test(text);
  return new ToolslintError('shape', `${file}: ${onlyComments ? 'the file holds only comments, no tools.' : 'the file is empty.'}`, { file });
}

function parseYamlUnguarded(text: string, file: string, limits: ParseLimits): ParsedSource {
  const lineCounter = new LineCounter();
  checkBeforeParsing(text, file, limits.maxAliasCount);
  const docs = parseAllDocuments(text, { lineCounter, schema: 'core', uniqueKeys: false, prettyErrors: false, strict: true, merge: true });
  const list = Array.isArray(docs) ? docs : [docs as unknown as Document.Parsed];
  const at = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  if (list.length === 0) throw emptyYaml(text, file);
  if (list.length > 1) {
    const second = list[1].range?.[0] ?? 0;
    const p = at(second);
    throw new ToolslintError('shape', `${file}:${p.line}:${p.column}: holds ${list.length} YAML documents; toolslint reads one per file.`, {
      file,
      position: p,
    });
  }
  const doc = list[0];
  const error = doc.errors[0];
  if (error) {
    const p = at(error.pos[0]);
    if (/call stack/i.test(error.message)) throw stackExhausted(file, p);
    throw new ToolslintError('parse', `${file}:${p.line}:${p.column}: invalid YAML: ${firstLine(error.message)}.`, { file, position: p });
  }
  if (doc.contents === null) throw emptyYaml(text, file);

  const notices: SourceNotice[] = [];
  for (const w of doc.warnings) {
    if (w.code === 'TAG_RESOLVE_FAILED') continue; // reported with its pointer below
    const p = at(w.pos[0]);
    notices.push({ code: 'yaml-warning', message: firstLine(w.message), file, pointer: '', position: p });
  }
  collectNodeNotices(doc, file, at, notices, limits.maxDepth);

  // Without an anchor no alias can name the node that holds it: most files skip this walk.
  if (text.includes('&')) checkAliasTargets(doc, file, at);

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: limits.maxAliasCount });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // yaml's merge error ("Merge sources must be maps or map aliases") names aliases too.
    if (/^merge/i.test(message)) throw new ToolslintError('limit', `${file}: invalid YAML merge key (<<): ${firstLine(message)}.`, { file });
    if (!/alias/i.test(message)) throw new ToolslintError('limit', `${file}: ${firstLine(message)}`, { file });
    const offset = aliasPastLimit(doc, limits.maxAliasCount);
    const p = offset === undefined ? undefined : at(offset);
    throw new ToolslintError(
      'limit',
      `${file}${p ? `:${p.line}:${p.column}` : ''}: too many YAML alias expansions (more than ${limits.maxAliasCount}); is it an alias bomb?`,
      { file, ...(p ? { position: p } : {}) },
    );
  }

  const document: SourceDocument = {
    file,
    format: 'yaml',
    value,
    locate(pointer) {
      const segments = tryParsePointer(pointer);
      if (!segments) return undefined;
      for (let n = segments.length; n >= 0; n--) {
        const node = doc.getIn(segments.slice(0, n), true) as { range?: [number, number, number] } | undefined;
        const range = n === 0 ? (doc.contents as { range?: [number, number, number] } | null)?.range : node?.range;
        if (range) return at(range[0]);
      }
      return undefined;
    },
  };
  return { document, notices };
}

/**
 * Where a document's aliases, expanded in document order, first make more than `limit` nodes:
 * the yaml library refuses an alias bomb without saying where it is. An anchored node's own
 * expansions are counted once and kept, so this costs one walk of each anchored node.
 */
function aliasPastLimit(doc: Document.Parsed, limit: number): number | undefined {
  const expansions = new Map<unknown, number>();
  const aliasesIn = (root: unknown, each?: (offset: number, total: number) => boolean): number => {
    let total = 0;
    const stack: unknown[] = [root];
    while (stack.length > 0) {
      const node = stack.pop();
      if (isAlias(node)) {
        const source = node.resolve(doc);
        let inside = source === undefined ? 0 : expansions.get(source);
        if (inside === undefined) {
          expansions.set(source, 0); // an alias inside its own anchor counts no further
          inside = aliasesIn(source);
          expansions.set(source, inside);
        }
        total = Math.min(total + 1 + inside, Number.MAX_SAFE_INTEGER);
        if (each?.(node.range?.[0] ?? 0, total)) return total;
      } else if (isMap(node)) for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i].value, node.items[i].key);
      else if (isSeq(node)) for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i]);
    }
    return total;
  };
  let found: number | undefined;
  aliasesIn(doc.contents, (offset, total) => {
    if (total > limit) found = offset;
    return found !== undefined;
  });
  return found;
}

/**
 * The longest double-quoted YAML string read: the yaml library builds one a character at a time,
 * about 40 bytes of memory per character, so 99 MB of it took 3.8 GB. A plain, single-quoted or
 * block scalar costs a fraction of that and has no such bound.
 */
export const MAX_DOUBLE_QUOTED = 4 * 1024 * 1024;

/**
 * Checks, before parsing, what would cost more memory to parse than the file is worth: more
 * aliases than expansions allowed (a million of them cost over a gigabyte to parse), and a
 * double-quoted string past MAX_DOUBLE_QUOTED. The YAML lexer reads the text only when a quick
 * count of `*` or the file's size says there may be such a thing.
 */
function checkBeforeParsing(text: string, file: string, limit: number): void {
  let stars = 0;
  for (let i = text.indexOf('*'); i !== -1 && stars <= limit; i = text.indexOf('*', i + 1)) stars++;
  const longQuoted = text.length > MAX_DOUBLE_QUOTED;
  if (stars <= limit && !longQuoted) return;
  let offset = 0;
  let aliases = 0;
  const positionAt = lineIndex(text);
  for (const token of new Lexer().lex(text)) {
    const type = CST.tokenType(token);
    if (type === 'alias' && ++aliases > limit) {
      const position = positionAt(offset);
      throw new ToolslintError('limit', `${file}:${position.line}:${position.column}: more than ${limit} YAML aliases; is it an alias bomb?`, {
        file,
        position,
      });
    }
    if (longQuoted && type === 'double-quoted-scalar' && token.length > MAX_DOUBLE_QUOTED) {
      const position = positionAt(offset);
      throw new ToolslintError(
        'limit',
        `${file}:${position.line}:${position.column}: a double-quoted YAML string of ${(token.length / 1024 / 1024).toFixed(0)} MB, more than the ${MAX_DOUBLE_QUOTED / 1024 / 1024} MB read in that style; write it as a block scalar (|) or the file as JSON.`,
        { file, position },
      );
    }
    // The lexer's own markers (document mode, flow end, scalar) are not text.
    if (type !== 'doc-mode' && type !== 'flow-error-end' && type !== 'scalar') offset += token.length;
  }
}

/**
 * An alias inside the node it names (`a: &a {b: *a}`) makes a value without end, which every
 * walk of it would follow forever. The node an alias names is the last one anchored with its
 * name before it; the alias is inside it when it falls within that node's text.
 */
function checkAliasTargets(doc: Document.Parsed, file: string, at: (o: number) => { line: number; column: number }): void {
  const anchors = new Map<string, Array<[number, number]>>();
  const aliases: Array<{ name: string; offset: number }> = [];
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    const range = (node as { range?: [number, number, number] } | null)?.range;
    if (isAlias(node)) {
      if (range) aliases.push({ name: node.source, offset: range[0] });
      continue;
    }
    const anchor = (node as { anchor?: string } | null)?.anchor;
    if (anchor && range) {
      const list = anchors.get(anchor) ?? [];
      list.push([range[0], range[1]]);
      anchors.set(anchor, list);
    }
    if (isMap(node)) for (const pair of node.items) stack.push(pair.key, pair.value);
    else if (isSeq(node)) stack.push(...node.items);
  }
  for (const list of anchors.values()) list.sort((a, b) => a[0] - b[0]);
  for (const { name, offset } of aliases) {
    const list = anchors.get(name) ?? [];
    let target: [number, number] | undefined;
    for (let lo = 0, hi = list.length - 1; lo <= hi;) {
      const mid = (lo + hi) >> 1;
      if (list[mid][0] < offset) {
        target = list[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (target && offset < target[1]) {
      const p = at(offset);
      const anchorAt = at(target[0]);
      throw new ToolslintError(
        'shape',
        `${file}:${p.line}:${p.column}: the YAML alias *${name} is inside the node it names (anchored at line ${anchorAt.line}), so its value never ends: write the value out instead.`,
        { file, position: p },
      );
    }
  }
}

/**
 * Duplicate keys, non-core tags and numbers that lose precision, each with its place; and the
 * depth limit, checked here before anything recursive (toJS) walks the tree.
 */
function collectNodeNotices(
  doc: Document.Parsed,
  file: string,
  at: (o: number) => { line: number; column: number },
  notices: SourceNotice[],
  maxDepth: number,
): void {
  const stack: Array<{ node: unknown; pointer: string; depth: number }> = [{ node: doc.contents, pointer: '', depth: 0 }];
  while (stack.length > 0) {
    const { node, pointer, depth } = stack.pop()!;
    const tag = (node as { tag?: string } | null)?.tag;
    const range = (node as { range?: [number, number, number] } | null)?.range;
    if (depth > maxDepth) throw tooDeep(file, maxDepth, range ? at(range[0]) : undefined);
    if (isScalar(node) && typeof node.value === 'number' && range && typeof node.source === 'string') {
      const message = numberNotice(node.value, node.source.replace(/_/g, ''));
      if (message) notices.push({ code: 'number-precision', message, file, pointer, position: at(range[0]) });
    }
    if (tag && !CORE_TAGS.has(tag) && range) {
      notices.push({
        code: 'yaml-tag',
        message: `YAML tag "${tag}" is not part of the core schema; its value is read as plain data`,
        file,
        pointer,
        position: at(range[0]),
      });
    }
    if (isMap(node)) {
      const seen = new Map<string, number>();
      for (const pair of node.items) {
        const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
        const name = safeString(key && typeof key === 'object' && 'value' in key ? key.value : key);
        const keyOffset = key?.range?.[0] ?? 0;
        const childPointer = joinPointer(pointer, name);
        const prior = seen.get(name);
        if (prior !== undefined) {
          const first = at(prior);
          notices.push({
            code: 'duplicate-key',
            message: `duplicate key "${name}" (first at line ${first.line}, column ${first.column}); the last one wins and hides the first`,
            file,
            pointer: childPointer,
            position: at(keyOffset),
          });
        } else seen.set(name, keyOffset);
        stack.push({ node: pair.value, pointer: childPointer, depth: depth + 1 });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push({ node: item, pointer: `${pointer}/${i}`, depth: depth + 1 }));
    }
  }
}

function firstLine(message: string): string {
  return message
    .split('\n')[0]
    .replace(/\s*at line \d+, column \d+:?\s*$/, '')
    .replace(/\.$/, '');
}
