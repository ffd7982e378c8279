/**
 * Characters that must never reach a terminal raw from user input: C0/C1 controls and DEL
 * (escape sequences, carriage returns and newlines can forge or erase report lines), every
 * Unicode format character (bidi overrides and isolates, zero-width characters, BOM, the tag
 * characters used to hide text from readers), the line and paragraph separators, and lone
 * surrogates.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Makes untrusted text safe to print on one terminal line: each unsafe character becomes a visible escape. */
export function escapeTerminal(text: string): string {
  // Printable ASCII, most of what is printed, has nothing to escape.
  if (!MAYBE_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (ch) => SHORT[ch] ?? visibleEscape(ch.codePointAt(0)!));
}

/**
 * escapeTerminal for a whole document of several lines (Markdown, HTML): its own line breaks and
 * tabs stay, every other character a terminal would act on or hide becomes a visible escape.
 * Untrusted values never hold a raw line break by then: each reporter puts them on one line.
 */
export function escapeTerminalLines(text: string): string {
  if (!MAYBE_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (ch) => (ch === '\n' || ch === '\t' ? ch : (SHORT[ch] ?? visibleEscape(ch.codePointAt(0)!))));
}

/** Everything that is not printable ASCII: a superset of UNSAFE, tested without the Unicode tables. */
const MAYBE_UNSAFE = /[^\x20-\x7e]/;

function visibleEscape(code: number): string {
  const hex = code.toString(16);
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}
