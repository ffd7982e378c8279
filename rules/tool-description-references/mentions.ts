import { escapeRegExp, hasAnyPhrase, hasCjk, isAsciiText, perText, phraseHitsOfLists } from '../../src/kit/index.js';
import { nameWords } from '../../src/model/index.js';

/** A place in a description that names a tool or sets a parameter. */
export interface Mention {
  /** `tool`: surely a tool name; `typo`: maybe one, reported only when close to an existing name. */
  kind: 'tool' | 'typo' | 'param';
  name: string;
  /** For `param=value`: the text before it, to find which tool the parameter belongs to. */
  index: number;
}

const IDENT = '[A-Za-z_][A-Za-z0-9_]*(?:[.-][A-Za-z0-9_]+)*';
const OPEN = '([`\'"“‘]?)';
const CLOSE = '[`\'"”’]?';

/** Names of naming conventions, which descriptions mention as often as tools ("use snake_case keys"). */
const CONVENTIONS = new Set(['snake_case', 'camel_case', 'kebab_case', 'pascal_case', 'upper_case', 'lower_case', 'screaming_snake_case', 'title_case']);

/** A word and the first word of the next sentence, written without the space ("…quota and usageThis tool is…"). */
const RUN_TOGETHER = /[a-z](?:This|The|That|These|Those|It|Its|If|When|Returns)$/;

/**
 * Written like a tool name: two or more words in snake_case, or camelCase with a first word of
 * two letters or more (`readFile`, not `iPhone`, `GitHub` or `macOS`).
 */
export function toolShaped(name: string): boolean {
  const words = nameWords(name);
  if (words.length < 2 || CONVENTIONS.has(words.join('_')) || RUN_TOGETHER.test(name)) return false;
  return name.includes('_') || /^[a-z]{2,}[A-Za-z0-9]*[A-Z][a-z]/.test(name);
}

/** True when `index` sits inside a backtick code span. */
function inCode(text: string, index: number): boolean {
  const line = text.lastIndexOf('\n', index) + 1;
  return (text.slice(line, index).match(/`/g)?.length ?? 0) % 2 === 1;
}

/** True when no sentence end lies between two places. */
export function sameSentence(text: string, a: number, b: number): boolean {
  return !/[.!?]\s|[。！？\n]/.test(text.slice(Math.min(a, b), Math.max(a, b)));
}

interface Matchers {
  afterTrigger: RegExp;
  beforeToolWord: RegExp;
  /** The same two, sticky: tried only where a trigger or a name before a tool word can start. */
  afterTriggerAt: RegExp;
  beforeToolWordAt: RegExp;
}

/** Non-ASCII characters that fold to ASCII ones (ſ to s, the Kelvin sign to k) when matching without case. */
const FOLDS_TO_ASCII = /[\u017f\u212a]/;
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The two phrase matchers, for any text (`u` flag, Unicode word classes) or, with `ascii`, for
 * ASCII text only: on such text the ASCII word classes agree with the Unicode ones, and a phrase
 * with a character outside ASCII cannot match, so it is left out. Undefined when a phrase holds
 * a character that folds to ASCII: then only the Unicode matchers will do.
 */
function matchers(triggers: string[], toolWords: string[], valueWords: string[], ascii: boolean): Matchers | undefined {
  const word = ascii ? 'A-Za-z0-9_' : '\\p{L}\\p{N}_';
  if (ascii && [...triggers, ...toolWords, ...valueWords].some((p) => FOLDS_TO_ASCII.test(p))) return undefined;
  const body = (p: string) => escapeRegExp(p.trim()).replace(/\s+/g, '\\s+');
  // A phrase without CJK sits between word boundaries. Neighbours in the list share one pair:
  // each `\p{…}` class costs milliseconds to compile, and trying the phrases in list order
  // after one lookbehind matches what trying each with its own does.
  const alt = (list: string[]) => {
    const kept = ascii ? list.filter((p) => !NON_ASCII.test(p)) : list;
    if (kept.length === 0) return '(?!)';
    const parts: string[] = [];
    let run: string[] = [];
    const close = () => {
      // After a hyphen a phrase is the end of a compound word ("a paid-call approval"), not a verb.
      if (run.length > 0) parts.push(`(?<![${word}-])(?:${run.join('|')})(?![${word}])`);
      run = [];
    };
    for (const p of kept) {
      if (hasCjk(p)) {
        close();
        parts.push(body(p));
      } else run.push(body(p));
    }
    close();
    return parts.join('|');
  };
  const tools = alt(toolWords);
  const values = alt(valueWords);
  const flags = ascii ? 'gi' : 'giu';
  const sticky = ascii ? 'iy' : 'iuy';
  // "use the `read_file` tool", "CHAIN AFTER get_user", "请用 search_news"; "use the `after`
  // value" and "use the sectionName query parameter" name data.
  const afterTrigger = `(?:${alt(triggers)})\\s*(?:(?:the|this|that|a|an)\\s+)?${OPEN}(${IDENT})${CLOSE}(\\s*(?:${tools}))?(\\s*(?:${WHERE_DATA_GOES}\\s+)?(?:${values}))?`;
  // "the 'update_issue' tool", "search_news 工具"
  const beforeToolWord = `(?<![${word}.-])${OPEN}(${IDENT})${CLOSE}\\s*(?:${tools})`;
  return {
    afterTrigger: new RegExp(afterTrigger, flags),
    beforeToolWord: new RegExp(beforeToolWord, flags),
    afterTriggerAt: new RegExp(afterTrigger, sticky),
    beforeToolWordAt: new RegExp(beforeToolWord, sticky),
  };
}

/** The part of a request a parameter goes in, written between its name and the word "parameter". */
const WHERE_DATA_GOES = '(?:query|path|header|form|body|request|url|input|output|config)';

/** The characters of IDENT, and the quotes CLOSE may end a name with. */
const IDENT_CHAR = /[A-Za-z0-9_.-]/;
const CLOSE_CHAR = /[`'"”’]/;
const SPACE = /\s/;
const WORD_EDGE = /[\p{L}\p{N}_]/u;

/**
 * Whether the text kit's match of a phrase is at least as loose as this file's, so that every
 * place the matchers above can start at is among the kit's hits. This file puts word boundaries
 * on both ends of a phrase without CJK and none on a phrase with CJK; the kit puts one on an end
 * that is a word character outside CJK. They differ only for a phrase with CJK that starts or
 * ends with a Latin letter or digit ("use 工具"), which the full scans below still serve.
 */
function kitMatchesLoosely(phrase: string): boolean {
  const p = phrase.trim();
  if (p === '') return false;
  if (!hasCjk(p)) return true;
  const edge = (c: string) => !WORD_EDGE.test(c) || hasCjk(c);
  return edge(String.fromCodePoint(p.codePointAt(0)!)) && edge(p.slice(-1));
}

/**
 * Every match of a global matcher, found by trying its sticky twin at the given places only (in
 * ascending order), the way the global one would find them from left to right: a place inside a
 * match already found is passed over. `starts` must hold every place a match can start at.
 */
function* matchesAt(text: string, sticky: RegExp, starts: readonly number[]): Generator<RegExpExecArray> {
  let end = 0;
  for (const at of starts) {
    if (at < end) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m) {
      end = at + m[0].length;
      yield m;
    }
  }
}

/** Ascending and without repeats. */
function ascending(places: number[]): number[] {
  places.sort((a, b) => a - b);
  return places.filter((p, i) => i === 0 || places[i - 1] !== p);
}

/**
 * Where a name followed by a tool word can start: before each tool word, past the spaces and a
 * closing quote, the start of the run of name characters that ends there, and the opening quote
 * before it. No place inside the run can start one: the matcher's look-behind refuses a name
 * character, or a dot or hyphen, before the name, and the run is made of those.
 */
function nameStarts(text: string, toolWordAt: readonly number[]): number[] {
  const out: number[] = [];
  for (const h of toolWordAt) {
    let e = h;
    while (e > 0 && SPACE.test(text[e - 1])) e--;
    if (e > 0 && CLOSE_CHAR.test(text[e - 1])) e--;
    let r = e;
    while (r > 0 && IDENT_CHAR.test(text[r - 1])) r--;
    if (r > 0) out.push(r - 1);
    if (r < e) out.push(r);
  }
  return ascending(out);
}

/**
 * What every mention needs, whatever the phrase lists: a name written like a tool's (with an
 * underscore, or a lower-case letter or digit before a capital, as `toolShaped` asks), a quote
 * opening a name, a code span or a `name=value`. Most descriptions have none of these.
 */
const MAY_NAME = /[_`'"“‘=]|[a-z0-9][A-Z]/;

const TRIGGER = 1;
const TOOL_WORD = 2;

/** Matchers built once per rule instance from the trigger and tool-word lists, each when first needed. */
export function mentionFinder(triggers: string[], toolWords: string[], valueWords: string[]): (text: string) => Mention[] {
  const codeSpan = /`([A-Za-z_][A-Za-z0-9_]*)`/g;
  const assignment = /(?<![\w?&/.:=$\\-])([A-Za-z_][A-Za-z0-9_]*)=(?![=>\s])/g;
  let unicode: Matchers | undefined;
  let ascii: Matchers | null | undefined;
  const matchersFor = (text: string): Matchers => {
    if (isAsciiText(text)) {
      if (ascii === undefined) ascii = matchers(triggers, toolWords, valueWords, true) ?? null;
      if (ascii) return ascii;
    }
    return (unicode ??= matchers(triggers, toolWords, valueWords, false)!);
  };

  // Most descriptions name no tool: a look at the words that could start a mention rules them
  // out. In ASCII text, a trigger or tool word without CJK matches on word boundaries, so the
  // phrase filter passes all text it can be in, and one with CJK cannot be there at all; other
  // text is searched for them as plain substrings.
  const starts = [...triggers, ...toolWords];
  const latinTriggers = triggers.filter((w) => !hasCjk(w));
  const latinToolWords = toolWords.filter((w) => !hasCjk(w));
  // A blank word matches everywhere, as the filter does not know.
  const blankTrigger = triggers.some((w) => w.trim() === '');
  const blankToolWord = toolWords.some((w) => w.trim() === '');
  let maybe: RegExp | undefined;
  const latinStarts = [...latinTriggers, ...latinToolWords];
  /** Which of the two phrase matchers may find something in the text: TRIGGER and TOOL_WORD bits. */
  const worthScanning = (text: string): number => {
    if (isAsciiText(text)) {
      // One look at both lists first: most text holds neither.
      if (!blankTrigger && !blankToolWord && !hasAnyPhrase(text, latinStarts)) return 0;
      return (blankTrigger || hasAnyPhrase(text, latinTriggers) ? TRIGGER : 0) | (blankToolWord || hasAnyPhrase(text, latinToolWords) ? TOOL_WORD : 0);
    }
    maybe ??= new RegExp(starts.map((w) => escapeRegExp(w.trim()).replace(/\s+/g, '\\s+')).join('|') || '(?!)', 'iu');
    return maybe.test(text) ? TRIGGER | TOOL_WORD : 0;
  };

  // The kit's phrase hits tell where the matchers can start, when they find every such place:
  // then both lists are looked up together, in one lookup per text; worthScanning serves the
  // other case.
  const positional = starts.every(kitMatchesLoosely);
  const startLists = [triggers, toolWords];

  // Many parameters share a description ("Opaque cursor from the previous page."): what one names
  // is worked out once while it is among the last ones read. Callers only read the list.
  return perText(mentionsIn);

  function mentionsIn(text: string): Mention[] {
    if (!MAY_NAME.test(text)) return [];
    const code = text.includes('`');
    const assigns = text.includes('=');
    const hits = positional ? phraseHitsOfLists(text, startLists) : undefined;
    const scan = hits ? (hits[0].length > 0 ? TRIGGER : 0) | (hits[1].length > 0 ? TOOL_WORD : 0) : worthScanning(text);
    if (!code && !assigns && scan === 0) return [];
    const { afterTrigger, beforeToolWord, afterTriggerAt, beforeToolWordAt } = matchersFor(text);
    // Both matchers start at, or end with, a phrase of a list: tried only there, rather than at
    // every place of the text, they find the same matches.
    const placesOf = (fromTriggers: boolean) => hits![fromTriggers ? 0 : 1].map((h) => h.index);
    const triggerMatches = () => (hits ? matchesAt(text, afterTriggerAt, ascending(placesOf(true))) : text.matchAll(afterTrigger));
    const toolWordMatches = () => (hits ? matchesAt(text, beforeToolWordAt, nameStarts(text, placesOf(false))) : text.matchAll(beforeToolWord));
    const out: Mention[] = [];
    const seen = new Set<string>();
    const push = (m: Mention) => {
      const key = `${m.kind}\u0000${m.name}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(m);
      }
    };
    if (scan & TRIGGER)
      for (const m of triggerMatches()) {
        const [, quote, name, toolWord, valueWord] = m;
        // "use the `nextPage` value" names data, not a tool.
        if (valueWord !== undefined && toolWord === undefined) continue;
        if (toolWord !== undefined) {
          // One plain word ("call the edit tool") describes a tool rather than naming it.
          if (toolShaped(name) || quote !== '') push({ kind: 'tool', name, index: m.index });
        } else if (toolShaped(name)) {
          // "use 'code_hotspots'" may pass a value as well as name a tool.
          push({ kind: quote === '' ? 'tool' : 'typo', name, index: m.index });
        }
      }
    if (scan & TOOL_WORD)
      for (const m of toolWordMatches()) {
        // A quote that closes after the tool word holds words a user may say ("getUserData
        // function" as a search example), not a name.
        if (m[1] !== '' && !CLOSE_CHAR.test(text.charAt(m.index + m[1].length + m[2].length))) continue;
        if (toolShaped(m[2]) || m[1] !== '') push({ kind: 'tool', name: m[2], index: m.index });
      }
    if (code) for (const m of text.matchAll(codeSpan)) if (toolShaped(m[1])) push({ kind: 'typo', name: m[1], index: m.index });
    if (assigns)
      for (const m of text.matchAll(assignment)) {
        // `OPENAI_API_KEY=…` sets an environment variable, not a parameter.
        if (m[1].length < 2 || m[1] === m[1].toUpperCase()) continue;
        // Outside code and away from a tool's name, `a=b` is as likely a URL, a filter or a result.
        if (inCode(text, m.index) || out.some((o) => o.kind === 'tool' && sameSentence(text, o.index, m.index)))
          push({ kind: 'param', name: m[1], index: m.index });
      }
    return out.sort((a, b) => a.index - b.index);
  }
}
