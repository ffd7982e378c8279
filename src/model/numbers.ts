/**
 * One formatter for every count shown to a person (`12,345`): `toLocaleString` builds a new
 * ICU formatter at each call, which costs more than the rest of a small rule. Integers, which
 * counts are, are grouped here; ICU's formatter is built only for another number: building it
 * takes 10 to 30 ms, a tenth of a pre-commit run.
 */
let enUs: Intl.NumberFormat | undefined;

/** A number as messages and reports write it: grouped by thousands, in US English. */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  enUs ??= new Intl.NumberFormat('en-US');
  return enUs.format(n);
}
