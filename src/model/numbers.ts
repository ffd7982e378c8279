/**
 * One formatter for every count shown to a person (`12,345`): `toLocaleString` builds a new
 * ICU formatter at each call, which costs more than the rest of a small rule.
 */
const EN_US = new Intl.NumberFormat('en-US');

/** A number as messages and reports write it: grouped by thousands, in US English. */
export function formatCount(n: number): string {
  return EN_US.format(n);
}
