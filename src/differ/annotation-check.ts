import { defineToolCheck, type ToolCheck } from './check.js';
import { effectiveHints, hintsComparable, type EffectiveHints } from './tool-meta.js';

interface AnnotationCheckSpec {
  id: string;
  hint: keyof EffectiveHints;
  annotation: string;
  /** The value that is the less safe one. */
  unsafe: boolean;
  description: string;
  message: string;
}

/**
 * A check for one MCP hint turning less safe. Hosts use these hints to decide what runs
 * without asking (read-only tools), what needs a confirmation (destructive ones), what may be
 * retried (idempotent ones) and what reaches outside (open-world ones): a hint that turns less
 * safe breaks the host's decision, so it is breaking.
 */
export function annotationCheck(spec: AnnotationCheckSpec): ToolCheck {
  return defineToolCheck({
    id: spec.id,
    description: spec.description,
    direction: 'tool',
    area: 'annotations',
    action: 'changed',
    level: 'breaking',
    bump: 'major',
    message: spec.message,
    migration: 'Review how your host treats `{{name}}`: it is no longer {{safe}}.',
    visit(pair, _ctx, report) {
      if (!pair.base || !pair.head || !hintsComparable(pair.base, pair.head)) return;
      const before = effectiveHints(pair.base)[spec.hint];
      const after = effectiveHints(pair.head)[spec.hint];
      if (before !== spec.unsafe && after === spec.unsafe) {
        report({ pointer: `/annotations/${spec.annotation}`, data: { name: pair.head.name, safe: SAFE[spec.hint] } });
      }
    },
  });
}

const SAFE: Record<keyof EffectiveHints, string> = {
  readOnly: 'read-only',
  destructive: 'non-destructive',
  idempotent: 'idempotent',
  openWorld: 'closed-world',
};
