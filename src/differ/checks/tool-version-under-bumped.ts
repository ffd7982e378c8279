import { defineToolCheck } from '../check.js';
import { declaredBump, declaredEnough, requiredBump, strongerBump } from '../semver.js';
import type { Bump } from '../types.js';

/**
 * A tool with its own `version` on both sides is held to the same policy as the registry: its
 * version must move at least as far as its changes need. Runs after the other checks.
 */
export default defineToolCheck({
  id: 'tool-version-under-bumped',
  description: "a tool's own `version` moved less than its changes need",
  direction: 'tool',
  area: 'version',
  action: 'changed',
  level: 'warning',
  bump: 'none',
  message: 'Tool `{{name}}` declares version {{from}} → {{to}} ({{declared}}), but its changes need a {{required}} bump.',
  after: true,
  visit(pair, ctx, report) {
    const from = pair.base?.meta.version;
    const to = pair.head?.meta.version;
    if (typeof from !== 'string' || typeof to !== 'string') return;
    const required = requiredBump(
      ctx.changes.reduce<Bump>((b, c) => strongerBump(b, c.bump), 'none'),
      from,
    );
    const declared = declaredBump(from, to);
    if (declared === 'unknown' || declaredEnough(declared, required)) return;
    report({ pointer: '/version', data: { name: pair.head!.name, from, to, declared, required } });
  },
});
