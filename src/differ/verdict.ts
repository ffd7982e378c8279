import { declaredBump, declaredEnough, requiredBump, strongerBump } from './semver.js';
import type { Bump, Change, Verdict } from './types.js';

/**
 * The strongest change decides the bump (after the 0.x rule of semver.ts), and the declared
 * registry versions must reach it. A tool's own version that falls short is a change of its own
 * (`tool-version-under-bumped`), so it makes the verdict fail too.
 */
export function verdictFor(changes: readonly Change[], baseVersion: string | undefined, headVersion: string | undefined): Verdict {
  const need = changes.reduce<Bump>((b, c) => strongerBump(b, c.bump), 'none');
  const required = requiredBump(need, baseVersion);
  const declared = declaredBump(baseVersion, headVersion);
  const ok = declaredEnough(declared, required) && !changes.some((c) => c.id === 'tool-version-under-bumped');
  return { required, declared, ok };
}
