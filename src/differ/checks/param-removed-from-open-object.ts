import { defineSchemaCheck } from '../check.js';
import { removedPropertyData } from '../hints.js';
import { isClosed } from '../schema-types.js';
import { namedInBranches } from '../unions.js';

/**
 * An object that accepts unknown keys still accepts calls that send the removed parameter, so
 * no call is rejected, but what the caller meant by it is silently ignored. A property that
 * moved into the object's own `oneOf`/`anyOf`/`allOf` alternatives is not gone: the checks on
 * those alternatives say what changed.
 */
export default defineSchemaCheck({
  id: 'param-removed-from-open-object',
  description: 'a parameter was removed from an object that accepts unknown keys',
  area: 'property',
  effect: 'both',
  action: 'removed',
  input: {
    level: 'warning',
    bump: 'minor',
    message: '{{Subject}} was removed; the object accepts unknown keys, so calls that still send it are not rejected but it is ignored.{{hint}}',
    migration: '{{instead}}',
  },
  output: {
    id: 'output-property-removed-from-open-object',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} was removed: consumers that read it get nothing.{{hint}}',
    migration: 'Stop reading {{place}}.',
  },
  visit(pair, report) {
    if (isClosed(pair.head)) return;
    for (const p of pair.properties()) {
      if (p.base && !p.head && !namedInBranches(pair.head, p.name))
        report({ pointer: p.pointer, path: p.path, at: { side: 'base', node: p.base }, data: removedPropertyData(pair, p) });
    }
  },
});
