/**
 * Characters a model reads but a person reviewing a tool does not see: bidirectional
 * controls (Trojan Source), zero-width and filler characters, Unicode tag characters (which
 * spell out hidden ASCII), and control characters.
 */

export interface HiddenCharacter {
  kind: string;
  /** `U+202E` */
  codePoint: string;
  /** 1-based, counted in characters (code points). */
  position: number;
  /** How many hidden characters the text holds in all. */
  count: number;
}

const BIDI_MARKS = new Set([0x200e, 0x200f, 0x061c]);
const ZERO_WIDTH = new Set([
  0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff, 0x180e, 0x034f, 0x115f, 0x1160, 0x3164, 0xffa0, 0x17b4, 0x17b5,
]);

function kindOf(c: number): string | undefined {
  if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || BIDI_MARKS.has(c)) return 'a bidirectional control character';
  if (c >= 0xe0000 && c <= 0xe007f) return 'an invisible tag character';
  if (ZERO_WIDTH.has(c) || (c >= 0xe0100 && c <= 0xe01ef)) return 'a zero-width character';
  if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return 'a control character';
  return undefined;
}

const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const JOINING_SCRIPT = /^[\p{L}\p{M}]$/u;
const NOT_JOINING = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const HAN = /\p{Script=Han}/u;

/** The uses of these characters that writing systems need, which are not hiding anything. */
function legitimate(c: number, prev: string | undefined, next: string | undefined, rtl: boolean): boolean {
  // Left-to-right and right-to-left marks lay out mixed Hebrew or Arabic text.
  if (BIDI_MARKS.has(c)) return rtl;
  // Joiners build emoji sequences (👩‍💻) and shape Persian and Indic words.
  if (c === 0x200d && prev !== undefined && next !== undefined && EMOJI.test(prev) && EMOJI.test(next)) return true;
  if ((c === 0x200c || c === 0x200d) && prev !== undefined && next !== undefined) {
    return JOINING_SCRIPT.test(prev) && JOINING_SCRIPT.test(next) && !NOT_JOINING.test(prev) && prev.codePointAt(0)! > 0x7f;
  }
  // Ideographic variation selectors choose a glyph for the Han character before them.
  if (c >= 0xe0100 && c <= 0xe01ef) return prev !== undefined && HAN.test(prev);
  return false;
}

export function codePointName(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Every character kindOf names, and a few more: text without any is passed in one scan. */
const MAYBE_HIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\u3164\ufeff\uffa0\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;

/** The first hidden character of `text` and how many there are, or undefined. */
export function findHiddenCharacter(text: string, allow: ReadonlySet<number>): HiddenCharacter | undefined {
  if (!MAYBE_HIDDEN.test(text)) return undefined;
  const chars = [...text];
  const rtl = RTL.test(text);
  let first: HiddenCharacter | undefined;
  let count = 0;
  chars.forEach((ch, i) => {
    const c = ch.codePointAt(0)!;
    const kind = kindOf(c);
    if (kind === undefined || allow.has(c) || legitimate(c, chars[i - 1], chars[i + 1], rtl)) return;
    count++;
    first ??= { kind, codePoint: codePointName(c), position: i + 1, count: 0 };
  });
  return first && { ...first, count };
}
