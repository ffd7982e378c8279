import RandExp from 'randexp';

/** Strings tried per pattern: enough to find a difference in the patterns tools use, quickly. */
const SAMPLES = 80;
const PLAIN = ['', 'a', 'A', 'z', '0', '9', '-', '_', '.', ' ', '/', 'abc', 'ABC', 'a-b', 'a_b', 'a.b', '123', 'é'];

/**
 * A string the `accepting` pattern matches and the `rejecting` one does not, when one is found
 * among strings generated from both patterns (randexp, with a fixed seed so reports do not
 * change between runs). Finding one proves the change goes that way; not finding one proves
 * nothing, which is why a changed pattern with no witness either way is only a warning.
 */
export function patternWitness(accepting: string, rejecting: string): string | undefined {
  const yes = regex(accepting);
  const no = regex(rejecting);
  if (!yes || !no) return undefined;
  for (const s of [...PLAIN, ...generated(accepting, 1), ...generated(rejecting, 2)]) {
    if (yes.test(s) && !no.test(s)) return s;
  }
  return undefined;
}

/** A pattern as JSON Schema reads it (ECMA-262, unanchored, Unicode when it parses so). */
function regex(pattern: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // Some patterns parse only without the `u` flag; one that parses neither way has no witness.
    }
  }
  return undefined;
}

function generated(pattern: string, seed: number): string[] {
  try {
    const gen = new RandExp(pattern);
    gen.max = 6;
    let state = seed * 0x9e3779b1;
    // mulberry32: a small seeded generator, so the same pair always gives the same witness.
    const next = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    gen.randInt = (a: number, b: number) => a + Math.floor(next() * (b - a + 1));
    return Array.from({ length: SAMPLES }, () => gen.gen());
  } catch {
    // randexp cannot read every pattern (some lookbehinds, Unicode classes): the plain strings remain.
    return [];
  }
}
