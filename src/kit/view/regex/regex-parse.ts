import { ALL, DIGIT, DOT, NONE, SPACE, WORD, charSet, complement, single, union, unicodeProperty, type CharSet } from './charset.js';

/**
 * A regular expression as far as backtracking is concerned: what each atom can match, how
 * atoms are sequenced, alternated and repeated. Assertions match nothing and take no room;
 * a lookaround keeps its body, which the engine also runs.
 */
export type RegexNode =
  | { type: 'char'; set: CharSet }
  | { type: 'seq'; items: RegexNode[] }
  | { type: 'alt'; branches: RegexNode[] }
  | { type: 'empty' }
  | { type: 'look'; body: RegexNode }
  | { type: 'repeat'; body: RegexNode; min: number; max: number; start: number; end: number };

/** Thrown when a pattern nests deeper than the analysis is willing to follow. */
export class TooComplex extends Error {}

const MAX_NESTING = 64;
const EMPTY: RegexNode = { type: 'empty' };

/**
 * Parses a pattern that has already compiled (so syntax errors need no messages): in `unicode`
 * mode by the `u` flag's grammar, otherwise with the web-compatibility leniencies (`{` and `]`
 * as literals, `\p` as `p`).
 */
export function parseRegex(source: string, unicode: boolean): RegexNode {
  return new Parser(source, unicode).parse();
}

class Parser {
  private pos = 0;
  private depth = 0;

  constructor(
    private readonly src: string,
    private readonly unicode: boolean,
  ) {}

  parse(): RegexNode {
    return this.alternation();
  }

  private peek(offset = 0): string {
    return this.src[this.pos + offset] ?? '';
  }

  private alternation(): RegexNode {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.pos++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0] : { type: 'alt', branches };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.pos < this.src.length && this.peek() !== '|' && this.peek() !== ')') {
      const start = this.pos;
      const atom = this.atom();
      items.push(this.quantified(atom, start));
      // Every atom consumes at least one character; this only guards against a parser bug.
      if (this.pos === start) this.pos++;
    }
    return items.length === 1 ? items[0] : { type: 'seq', items };
  }

  private quantified(atom: RegexNode, start: number): RegexNode {
    let min: number;
    let max: number;
    const c = this.peek();
    if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '?') [min, max] = [0, 1];
    else {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
      if (c !== '{' || !braces) return atom;
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
      this.pos += braces[0].length - 1;
    }
    this.pos++;
    if (this.peek() === '?') this.pos++;
    return { type: 'repeat', body: atom, min, max, start, end: this.pos };
  }

  private atom(): RegexNode {
    const c = this.peek();
    if (c === '(') return this.group();
    if (c === '[') return { type: 'char', set: this.characterClass() };
    this.pos++;
    if (c === '.') return { type: 'char', set: DOT };
    if (c === '^' || c === '$') return EMPTY;
    if (c === '\\') return this.atomEscape();
    this.pos--;
    return { type: 'char', set: single(this.codePoint()) };
  }

  private group(): RegexNode {
    if (++this.depth > MAX_NESTING) throw new TooComplex('nesting');
    this.pos++;
    let look = false;
    const rest = this.src.slice(this.pos, this.pos + 3);
    if (rest.startsWith('?=') || rest.startsWith('?!')) [look, this.pos] = [true, this.pos + 2];
    else if (rest.startsWith('?<=') || rest.startsWith('?<!')) [look, this.pos] = [true, this.pos + 3];
    else if (rest.startsWith('?<')) this.pos = this.src.indexOf('>', this.pos) + 1;
    else if (rest.startsWith('?')) {
      // `(?:`, and the modifier groups `(?i:` / `(?-i:` of newer engines.
      const colon = /^\?[a-zA-Z-]*:/.exec(this.src.slice(this.pos));
      this.pos += colon ? colon[0].length : 1;
    }
    const body = this.alternation();
    if (this.peek() === ')') this.pos++;
    this.depth--;
    return look ? { type: 'look', body } : body;
  }

  private atomEscape(): RegexNode {
    const c = this.peek();
    if (c === 'b' || c === 'B') {
      this.pos++;
      return EMPTY;
    }
    // A backreference matches what its group matched: any text, as far as this analysis knows.
    if (/[1-9]/.test(c)) {
      while (/\d/.test(this.peek())) this.pos++;
      return { type: 'char', set: ALL };
    }
    if (c === 'k' && this.peek(1) === '<') {
      this.pos = this.src.indexOf('>', this.pos) + 1;
      return { type: 'char', set: ALL };
    }
    return { type: 'char', set: this.escapeSet(false) };
  }

  /** The set of the escape after a backslash (the backslash already read). */
  private escapeSet(inClass: boolean): CharSet {
    const c = this.peek();
    this.pos++;
    switch (c) {
      case 'd':
        return DIGIT;
      case 'D':
        return complement(DIGIT);
      case 'w':
        return WORD;
      case 'W':
        return complement(WORD);
      case 's':
        return SPACE;
      case 'S':
        return complement(SPACE);
      case 't':
        return single(9);
      case 'n':
        return single(10);
      case 'v':
        return single(11);
      case 'f':
        return single(12);
      case 'r':
        return single(13);
      case '0':
        return single(0);
      case 'b':
        return inClass ? single(8) : single(98);
      case 'p':
      case 'P': {
        const m = this.unicode ? /^\{([^}]*)\}/.exec(this.src.slice(this.pos)) : null;
        if (!m) return single(c.codePointAt(0)!);
        this.pos += m[0].length;
        const set = unicodeProperty(m[1]);
        return c === 'p' ? set : complement(set);
      }
      case 'c': {
        const letter = /^[A-Za-z]/.exec(this.peek());
        if (!letter) return single(92);
        this.pos++;
        return single(letter[0].charCodeAt(0) % 32);
      }
      case 'x': {
        const m = /^[0-9a-fA-F]{2}/.exec(this.src.slice(this.pos));
        if (!m) return single(120);
        this.pos += 2;
        return single(parseInt(m[0], 16));
      }
      case 'u': {
        const braced = this.unicode ? /^\{([0-9a-fA-F]+)\}/.exec(this.src.slice(this.pos)) : null;
        if (braced) {
          this.pos += braced[0].length;
          return single(Math.min(parseInt(braced[1], 16), 0x10ffff));
        }
        const m = /^[0-9a-fA-F]{4}/.exec(this.src.slice(this.pos));
        if (!m) return single(117);
        this.pos += 4;
        return single(parseInt(m[0], 16));
      }
      default:
        this.pos--;
        return single(this.codePoint());
    }
  }

  private characterClass(): CharSet {
    this.pos++;
    const negated = this.peek() === '^';
    if (negated) this.pos++;
    const parts: CharSet[] = [];
    while (this.pos < this.src.length && this.peek() !== ']') {
      const from = this.classAtom();
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '' && from.length === 1 && from[0][0] === from[0][1]) {
        const save = this.pos;
        this.pos++;
        const to = this.classAtom();
        if (to.length === 1 && to[0][0] === to[0][1]) {
          parts.push(charSet([[from[0][0], to[0][0]]]));
          continue;
        }
        // `[\w-\d]` in web-compatible mode: the dash is a literal.
        this.pos = save;
      }
      parts.push(from);
    }
    this.pos++;
    const set = parts.length === 0 ? NONE : union(...parts);
    return negated ? complement(set) : set;
  }

  private classAtom(): CharSet {
    if (this.peek() === '\\') {
      this.pos++;
      return this.escapeSet(true);
    }
    return single(this.codePoint());
  }

  /** The next character: a whole code point with `u`, a UTF-16 unit without. */
  private codePoint(): number {
    const value = this.unicode ? this.src.codePointAt(this.pos)! : this.src.charCodeAt(this.pos);
    this.pos += value > 0xffff ? 2 : 1;
    return value;
  }
}
