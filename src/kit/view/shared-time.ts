/**
 * The time spent making the facts the view shares between rules: a description's words and
 * which rules' phrases it may hold (one pass for all of them), the value lists it gives, a
 * tool's properties, the registry's naming conventions. Each is made when a rule first asks,
 * and would otherwise be counted as that rule's time in `--stats`: the first text rule would
 * carry the scan every text rule reads. The engine turns the clock on only when it times
 * rules; off, a fact costs one test of a flag more.
 */
/** The row of `--stats` that shows it. */
export const SHARED_VIEW = '(shared view)';

let on = false;
let inside = false;
let spent = 0;

/** Starts (or stops) counting; the count starts again from zero. */
export function measureShared(enabled: boolean): void {
  on = enabled;
  spent = 0;
}

/** Milliseconds spent making shared facts since counting started. */
export function sharedSpent(): number {
  return spent;
}

/** `make`, its time counted as the view's while counting is on; a fact made inside another counts once. */
export function shared<T, K = void>(make: (key: K) => T): (key: K) => T {
  return (key) => {
    if (!on || inside) return make(key);
    inside = true;
    const started = performance.now();
    try {
      return make(key);
    } finally {
      spent += performance.now() - started;
      inside = false;
    }
  };
}
