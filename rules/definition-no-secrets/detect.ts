import { escapeRegExp } from '../../src/kit/index.js';
/**
 * What definition-no-secrets looks for in a piece of text: credentials, internal paths and host
 * names, and stack traces. Each detector returns the matched text, which the rule masks.
 */

export type Category = 'secret' | 'path' | 'host' | 'trace';

export interface Hit {
  category: Category;
  kind: string;
  match: string;
}

export interface DetectOptions {
  allow: string[];
  placeholderUsers: string[];
  internalHostSuffixes: string[];
  hashWords: string[];
  minEntropy: number;
  checkPaths: boolean;
  checkSystemPaths: boolean;
  checkHosts: boolean;
  checkStackTraces: boolean;
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** Keys with a published shape: the prefix says what they are, so no entropy test is needed. */
const KEYS: Array<[string, RegExp]> = [
  ['an OpenAI or Anthropic API key', /(?<![A-Za-z0-9_-])sk-(?:proj-|ant-(?:api\d+-)?|live-|test-|svcacct-)?[A-Za-z0-9_-]{20,}/g],
  ['a GitHub token', /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g],
  ['an AWS access key id', /(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])/g],
  ['a Slack token', /(?<![A-Za-z0-9_-])xox[abprs]-[A-Za-z0-9-]{10,}/g],
  ['a Google API key', /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}/g],
  ['a Stripe secret key', /(?<![A-Za-z0-9_])[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g],
  // The header alone is how a description says which file format it wants; a key has a body.
  ['a private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----(?:\\n|\s)*[A-Za-z0-9+/=]{40,}/g],
  ['a JSON Web Token', /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g],
];
const HEX = /(?<![A-Za-z0-9_-])[0-9a-fA-F]{32,}(?![A-Za-z0-9_-])/g;
/** The shortest hex token read: the only hits that depend on the parameter's name are of such a run. */
export const HEX_RUN = 32;
const BASE64 = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{40,}={0,2}(?![A-Za-z0-9+/=_-])/g;
/** Placeholders people write where a key would go: `sk-xxxx…`, `sk-your-key-here`, AWS's `…EXAMPLE`. */
const PLACEHOLDER = /(?:x{4,}|X{4,}|0{6,}|\*{3,}|\.{3}|…|your|example|placeholder|dummy|redacted|<|\{)/i;

const HOME = /(?<![\w.])\/(?:home|Users)\/([A-Za-z0-9._-]+)\//g;
const WINDOWS = /(?<![\w])[A-Za-z]:\\(?:Users|Documents and Settings)\\([A-Za-z0-9._ -]+)\\/gi;
const ETC = /(?<![\w.~/-])\/etc\/[A-Za-z0-9._-]+/g;

const TRACES: RegExp[] = [
  /Traceback \(most recent call last\)/g,
  // Runs are bounded so that a long line of dots cannot make a frame costly to look for.
  /(?<![\w])at (?:[\w$.<>[\]]{1,300} )?\(?(?:[A-Za-z]:)?[\w/\\.@-]{1,500}\.(?:js|ts|mjs|cjs|jsx|tsx):\d+:\d+\)?/g,
  /(?<![\w])at [\w$.]{1,300}\([\w$]{1,200}\.(?:java|kt|scala):\d+\)/g,
  /File "[^"\n]+", line \d+, in /g,
  /goroutine \d+ \[[a-z ]+\]:/g,
];

/**
 * The longest run of key characters (`[A-Za-z0-9+/_-]`) in the text, counted up to `cap`: a loop
 * over the characters costs a fraction of a regex such as `[A-Za-z0-9+/_-]{20,}`, which is
 * tried again from every position.
 */
export function longestRun(text: string, cap: number): number {
  let run = 0;
  let longest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f || c === 0x5f || c === 0x2d) {
      if (++run > longest && (longest = run) >= cap) return longest;
    } else run = 0;
  }
  return longest;
}

/**
 * Text longer than this is scanned in overlapping windows: a greedy run such as `[A-Za-z0-9]{20,}`
 * over ten megabytes of one letter exhausts the regex engine's backtracking stack.
 */
const WINDOW = 64 * 1024;
const OVERLAP = 1024;

/** What most texts hold: one shared empty list, not one per text kept in its record. */
const NO_HITS: Hit[] = Object.freeze([]) as unknown as Hit[];

/** A detector set built once per rule instance, so that no regular expression is built per call. */
export function detector(options: DetectOptions): (text: string, context: string) => Hit[] {
  const scan = windowDetector(options);
  return (text, context) => {
    if (text.length <= WINDOW) return scan(text, context);
    const seen = new Set<string>();
    const hits: Hit[] = [];
    for (let start = 0; start < text.length; start += WINDOW - OVERLAP) {
      for (const hit of scan(text.slice(start, start + WINDOW), context)) {
        const key = JSON.stringify(hit);
        if (!seen.has(key)) {
          seen.add(key);
          hits.push(hit);
        }
      }
    }
    return hits;
  };
}

function windowDetector(options: DetectOptions): (text: string, context: string) => Hit[] {
  const placeholders = new Set(options.placeholderUsers.map((u) => u.toLowerCase()));
  const suffixes = options.internalHostSuffixes.map(escapeRegExp).join('|');
  const host =
    suffixes === '' ? undefined : new RegExp(`(?<![\\w.@-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.){1,20}(?:${suffixes})(?![\\w-]|\\.[\\w-])`, 'gi');
  // Compiled when a long hex token is first seen, which most runs never do.
  let hashRe: RegExp | undefined;
  const hashWord =
    options.hashWords.length === 0
      ? undefined
      : { test: (s: string) => (hashRe ??= new RegExp(`(?<![\\p{L}\\p{N}])(?:${options.hashWords.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu')).test(s) };
  const allowed = (m: string) => options.allow.some((a) => m.includes(a));
  // Two cheap tests that rule out most strings (enum values, short descriptions) before the
  // detectors run: a run of 20 key characters, or one of the words paths, hosts and traces need.
  const hostHint = suffixes === '' ? '' : `|\\.(?:${suffixes})`;
  const hint = new RegExp(`-----BEGIN|\\/(?:home|Users|etc)\\/|:\\\\|Traceback|\\bat |File "|goroutine${hostHint}`, 'i');

  return (text, context) => {
    const run = longestRun(text, 40);
    const hinted = hint.test(text);
    if (run < 20 && !hinted) return NO_HITS;
    const hits: Hit[] = [];
    const add = (category: Category, kind: string, match: string) => {
      if (!allowed(match) && !hits.some((h) => h.category === category)) hits.push({ category, kind, match });
    };
    const keyed = new Set<string>();
    for (const [kind, re] of KEYS) {
      for (const m of text.matchAll(re)) {
        if (kind !== 'a private key' && PLACEHOLDER.test(m[0])) continue;
        keyed.add(m[0]);
        add('secret', kind, m[0]);
      }
    }
    // A hex token is a run of 32 key characters, a base64 one of 40.
    if (run >= HEX_RUN)
      for (const m of text.matchAll(HEX)) {
        const token = m[0];
        if (!/[a-f]/i.test(token) || !/\d/.test(token) || entropy(token) < 3) continue;
        // Commit SHAs and content digests are not secrets; the words around say which it is.
        const before = text.slice(Math.max(0, m.index - 48), m.index);
        if (hashWord && (hashWord.test(before) || hashWord.test(context))) continue;
        add('secret', 'a long hex token', token);
      }
    if (run >= 40)
      for (const m of text.matchAll(BASE64)) {
        const token = m[0];
        if ([...keyed].some((k) => token.includes(k) || k.includes(token))) continue;
        if (!/[a-z]/.test(token) || !/[A-Z]/.test(token) || !/\d/.test(token) || (token.match(/\//g)?.length ?? 0) > 2) continue;
        if (/^[0-9a-f]+$/i.test(token) || PLACEHOLDER.test(token) || entropy(token) < options.minEntropy) continue;
        add('secret', 'a long base64 token', token);
      }
    // Paths, internal hosts and stack traces each hold one of the hint's words.
    if (!hinted) return hits;
    if (options.checkPaths) {
      for (const m of text.matchAll(HOME)) if (!placeholders.has(m[1].toLowerCase())) add('path', 'a home directory path', m[0]);
      for (const m of text.matchAll(WINDOWS)) if (!placeholders.has(m[1].toLowerCase())) add('path', 'a Windows user directory path', m[0]);
      if (options.checkSystemPaths) for (const m of text.matchAll(ETC)) add('path', 'a system configuration path', m[0]);
    }
    if (options.checkHosts && host) for (const m of text.matchAll(host)) add('host', 'an internal host name', m[0]);
    if (options.checkStackTraces) for (const re of TRACES) for (const m of text.matchAll(re)) add('trace', 'a stack trace', m[0]);
    return hits;
  };
}
