import semver from 'semver';
import type { Bump, DeclaredBump } from './types.js';

/**
 * The versioning policy: which bump a set of changes needs and whether the declared versions
 * give it. Written as data and small functions so that it can be read as a policy.
 */

const RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

export function strongerBump(a: Bump, b: Bump): Bump {
  return RANK[a] >= RANK[b] ? a : b;
}

export function bumpAtLeast(declared: Bump, required: Bump): boolean {
  return RANK[declared] >= RANK[required];
}

/**
 * The bump the changes need, in the numbering of the version they start from.
 *
 * SemVer says nothing binding below 1.0.0 ("anything MAY change at any time"), so we follow the
 * convention npm's caret ranges and Cargo use, which is what callers' version ranges actually
 * do: in 0.y.z the left-most non-zero number is the breaking one. `^0.17.0` accepts 0.17.x only,
 * so a breaking change needs 0.18.0 (a minor bump) and anything else fits in a patch; in 0.0.z
 * every release is breaking for `^0.0.z`, so any bump of z is enough. 1.0.0 and later, and an
 * unknown version, use the changes' own bump.
 */
export function requiredBump(changesNeed: Bump, from: string | undefined): Bump {
  const v = from === undefined ? null : semver.parse(semver.clean(from) ?? from);
  if (!v || v.major > 0 || changesNeed === 'none') return changesNeed;
  if (v.minor > 0) return changesNeed === 'major' ? 'minor' : 'patch';
  return 'patch';
}

/**
 * The bump between two declared versions: `unknown` when either is missing, is not semver, or
 * goes backwards (no bump to compare with). Pre-release steps count as the part they bump.
 */
export function declaredBump(from: string | undefined, to: string | undefined): DeclaredBump {
  const a = from === undefined ? null : semver.clean(from);
  const b = to === undefined ? null : semver.clean(to);
  if (!a || !b) return 'unknown';
  if (semver.eq(a, b)) return 'none';
  if (semver.lt(b, a)) return 'unknown';
  const diff = semver.diff(a, b);
  if (diff === 'major' || diff === 'premajor') return 'major';
  if (diff === 'minor' || diff === 'preminor') return 'minor';
  return 'patch';
}

/** A declared bump is enough when it reaches the required one; nothing to declare is always enough. */
export function declaredEnough(declared: DeclaredBump, required: Bump): boolean {
  if (required === 'none') return true;
  return declared !== 'unknown' && bumpAtLeast(declared, required);
}
