import { joinPointer, type JsonObject } from '../model/index.js';
import { defineSchemaCheck, type SchemaCheck } from './check.js';
import { isClosed, isFalseSchema, mayBe } from './schema-types.js';

type Closer = 'items' | 'unevaluatedProperties' | 'unevaluatedItems';

const WHAT: Record<Closer, { type: 'array' | 'object'; extra: string; id: string }> = {
  items: { type: 'array', extra: 'items beyond its `prefixItems`', id: 'items' },
  unevaluatedProperties: { type: 'object', extra: 'keys no other keyword evaluates', id: 'unevaluated-properties' },
  unevaluatedItems: { type: 'array', extra: 'items no other keyword evaluates', id: 'unevaluated-items' },
};

/** `items: false`, `unevaluatedProperties: false`, `unevaluatedItems: false`: the node rejects what it does not name. */
function closes(node: JsonObject, keyword: Closer): boolean {
  const v = node[keyword];
  return v === false || (typeof v === 'object' && v !== null && !Array.isArray(v) && isFalseSchema(v as JsonObject));
}

/**
 * The check for an array or object that starts (`closed`) or stops (`opened`) rejecting what
 * it does not name through `keyword: false`, like additional-properties-closed/opened.
 */
export function closedCheck(keyword: Closer, move: 'closed' | 'opened'): SchemaCheck {
  const { type, extra, id } = WHAT[keyword];
  const closing = move === 'closed';
  return defineSchemaCheck({
    id: `${id}-${move}`,
    description: `\`${keyword}: false\` was ${closing ? 'set' : 'removed'}: ${extra} are ${closing ? 'now rejected' : 'accepted again'}`,
    area: 'additional-properties',
    effect: closing ? 'narrows' : 'widens',
    action: closing ? 'tightened' : 'relaxed',
    input: closing
      ? {
          level: 'breaking',
          bump: 'major',
          message: `{{Subject}} now rejects ${extra} (\`${keyword}: false\`): calls that send them are rejected.`,
          migration: `Send no ${extra} in {{place}}.`,
        }
      : { level: 'info', bump: 'minor', message: `{{Subject}} now accepts ${extra}.` },
    output: closing
      ? { id: `output-${id}-${move}`, level: 'info', bump: 'minor', message: `{{Subject}} no longer returns ${extra}.` }
      : {
          id: `output-${id}-${move}`,
          level: 'breaking',
          bump: 'major',
          message: `{{Subject}} may now return ${extra}: consumers that expect only the named ones may break.`,
          migration: `Handle ${extra} in {{place}}.`,
        },
    visit(pair, report) {
      if (!mayBe(pair.base, type) || !mayBe(pair.head, type)) return;
      const shut = (node: JsonObject) => closes(node, keyword) && !(keyword === 'unevaluatedProperties' && node.additionalProperties === false);
      // An object closed by either keyword is closed: switching keywords is no change, and closing is reported once, under the keyword used.
      const open = (node: JsonObject) => (keyword === 'unevaluatedProperties' ? !isClosed(node) : !closes(node, keyword));
      if (closing ? open(pair.base) && shut(pair.head) : shut(pair.base) && open(pair.head))
        report({ pointer: joinPointer(pair.pointer, keyword), ...(closing ? {} : { at: { side: 'base' as const, node: pair.base } }) });
    },
  });
}
