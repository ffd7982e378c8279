import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import { ToolslintError, joinPointer, tryParsePointer } from '../../model/index.js';
import type { JsonObject, SourceDocument, SourceNotice } from '../../model/index.js';
import { parseJsonQuickly } from './json-fast.js';
import { jsonLocator } from './json-locate.js';
import { DEFAULT_PARSE_LIMITS, isStackOverflow, numberNotice, stackExhausted, tooDeep, type ParseLimits } from './limits.js';
import { lineIndex } from './text.js';

export interface ParsedSource {
  document: SourceDocument;
  notices: SourceNotice[];
}

const ERROR_TEXT: Partial<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected "," or a closing bracket',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'unexpected content after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON (name the file .jsonc to allow them)',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string (control characters must be escaped)',
};

/**
 * Parses JSON into plain values with a null prototype (so `__proto__` is data), sees duplicate
 * keys, and keeps the text so that any pointer can later be turned into a line and column.
 */
export function parseJson(text: string, file: string, options: { allowComments?: boolean; limits?: ParseLimits } = {}): ParsedSource {
  const maxDepth = (options.limits ?? DEFAULT_PARSE_LIMITS).maxDepth;
  const position = lineIndex(text);
  // Most files are strict JSON with nothing to report: read at the speed of JSON.parse.
  if (!options.allowComments) {
    const quick = parseJsonQuickly(text, maxDepth);
    if (quick) return { document: jsonDocument(file, text, quick.value, position), notices: [] };
  }
  const notices: SourceNotice[] = [];
  // Containers being built, innermost last, each with its keys seen so far.
  const stack: Array<{ value: JsonObject | unknown[]; keys?: Map<string, number>; pending?: string; pointer: string }> = [];
  let root: unknown;
  let rootSet = false;
  let firstError: { code: ParseErrorCode; offset: number } | undefined;

  const pointerOfChild = (frame: (typeof stack)[number], key: string | number) => joinPointer(frame.pointer, key);

  const add = (value: unknown): string => {
    const top = stack[stack.length - 1];
    if (!top) {
      if (!rootSet) {
        root = value;
        rootSet = true;
      }
      return '';
    }
    if (Array.isArray(top.value)) {
      top.value.push(value);
      return pointerOfChild(top, top.value.length - 1);
    }
    const key = top.pending ?? '';
    (top.value as JsonObject)[key] = value;
    return pointerOfChild(top, key);
  };

  // The parser recurses per level: the depth is checked before the stack can run out.
  const enter = (offset: number) => {
    if (stack.length >= maxDepth) throw tooDeep(file, maxDepth, position(offset));
  };
  try {
    visit(
      text,
      {
        onObjectBegin(offset) {
          enter(offset);
          const obj = Object.create(null) as JsonObject;
          const pointer = add(obj);
          stack.push({ value: obj, keys: new Map(), pointer });
        },
        onObjectProperty(property, offset) {
          const top = stack[stack.length - 1];
          const prior = top.keys!.get(property);
          if (prior !== undefined) {
            const first = position(prior);
            notices.push({
              code: 'duplicate-key',
              message: `duplicate key "${property}" (first at line ${first.line}, column ${first.column}); the last one wins and hides the first`,
              file,
              pointer: joinPointer(top.pointer, property),
              position: position(offset),
            });
          } else top.keys!.set(property, offset);
          top.pending = property;
        },
        onObjectEnd() {
          stack.pop();
        },
        onArrayBegin(offset) {
          enter(offset);
          const arr: unknown[] = [];
          const pointer = add(arr);
          stack.push({ value: arr, pointer });
        },
        onArrayEnd() {
          stack.pop();
        },
        onLiteralValue(value, offset, length) {
          const pointer = add(value);
          if (typeof value === 'number') {
            const message = numberNotice(value, text.slice(offset, offset + length));
            if (message) notices.push({ code: 'number-precision', message, file, pointer, position: position(offset) });
          }
        },
        onError(code, offset) {
          if (!firstError) firstError = { code, offset };
        },
      },
      { disallowComments: !options.allowComments, allowTrailingComma: options.allowComments === true, allowEmptyContent: false },
    );
  } catch (e) {
    if (isStackOverflow(e)) throw stackExhausted(file);
    throw e;
  }

  if (firstError) {
    const at = position(firstError.offset);
    const name = printParseErrorCode(firstError.code);
    const what = ERROR_TEXT[name] ?? name;
    throw new ToolslintError('parse', `${file}:${at.line}:${at.column}: invalid JSON: ${what}.`, { file, position: at });
  }
  if (!rootSet) throw new ToolslintError('shape', `${file}: the file is empty.`, { file });

  return { document: jsonDocument(file, text, root, position), notices };
}

/** The document of parsed text; places are found by scanning the text when a finding needs one. */
function jsonDocument(file: string, text: string, value: unknown, position: ReturnType<typeof lineIndex>): SourceDocument {
  let locate: ((segments: readonly string[]) => number) | undefined;
  return {
    file,
    format: 'json',
    value,
    locate(pointer) {
      const segments = tryParsePointer(pointer);
      if (!segments) return undefined;
      // Where a segment is missing, the nearest ancestor that exists, so that a finding about a
      // missing key points at its parent.
      locate ??= jsonLocator(text);
      return position(locate(segments));
    },
  };
}
