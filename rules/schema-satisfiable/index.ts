import { defineRule } from '../../src/engine/index.js';
import { declaredTypes, where, type SchemaVisit } from '../../src/kit/index.js';
import { joinPointer, upperFirst, type JsonObject } from '../../src/model/index.js';
import { conflictsOf, type Conflict, type Kind } from './conflicts.js';

/**
 * Whether every valid instance holds the node: the root, and properties listed in `required`
 * all the way up (a `$ref` or `allOf` step keeps the node where it was).
 */
function alwaysPresent(visit: SchemaVisit): boolean {
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) {
    if (v.via === 'root') return true;
    if (v.via === '$ref' || v.via === 'allOf') continue;
    if (v.via === 'properties' && v.required) continue;
    return false;
  }
  return true;
}

/** The kinds of value the node's declared types allow, `integer` read as a number; undefined for any. */
function allowedKinds(node: JsonObject, types: ReadonlySet<string> | undefined): Set<Kind | 'other'> | undefined {
  if (!types) return undefined;
  const out = new Set<Kind | 'other'>();
  for (const t of types) out.add(t === 'integer' ? 'number' : t === 'string' || t === 'number' || t === 'array' || t === 'object' ? t : 'other');
  // OpenAPI 3.0's `nullable: true` lets null through whatever the type says.
  if (node.nullable === true) out.add('other');
  return out;
}

export default defineRule({
  meta: {
    id: 'schema-satisfiable',
    description: 'The bounds of a schema leave some value: `minimum` ≤ `maximum`, `minLength` ≤ `maxLength`, and so on.',
    recommended: 'error',
    // A node that a valid call or result may leave out still lets the others through.
    maxSeverity: { noValueOptional: 'warn', noKind: 'warn' },
    schema: { type: 'object', additionalProperties: false, properties: {} },
    messages: {
      noValue: 'The bounds of {{where}} leave no value: {{conflict}}. {{consequence}}: correct the bounds.',
      noValueOptional: 'The bounds of {{where}} leave no value: {{conflict}}, so {{rejected}}: correct the bounds.',
      noKind: 'The bounds of {{where}} leave no {{kind}}: {{conflict}}, so only {{others}} can pass: correct the bounds.',
    },
  },
  create(context) {
    return {
      schema(visit) {
        // A schema under `not` or `if` may be meant to match nothing; a branch of a union that
        // matches nothing leaves the others.
        if (visit.conditional || visit.via === 'anyOf' || visit.via === 'oneOf') return;
        const { node, ref } = visit;
        const conflicts = conflictsOf(node);
        if (conflicts.length === 0) return;
        const types = declaredTypes(node);
        const allowed = allowedKinds(node, types);
        const blocked = new Set(conflicts.map((c) => c.kind));
        const left = allowed && [...allowed].filter((k) => k === 'other' || !blocked.has(k));
        const first: Conflict = conflicts[0];
        const at = { file: ref.file, pointer: joinPointer(ref.pointer, first.keyword) };
        const data = { where: where(visit), conflict: first.text };
        if (left && left.length === 0) {
          const input = visit.role === 'input';
          if (alwaysPresent(visit)) {
            const nothing = input ? 'no call is valid' : 'no result the tool returns is valid';
            const consequence = visit.via === 'root' ? upperFirst(nothing) : `It is required, so ${nothing}`;
            context.report({ messageId: 'noValue', at, data: { ...data, consequence } });
          } else {
            const rejected = input ? 'any call that gives it is rejected' : 'any result that holds it is rejected';
            context.report({ messageId: 'noValueOptional', at, data: { ...data, rejected } });
          }
          return;
        }
        // No type, or a type beside the one the bounds rule out: other values still pass, but
        // the bounds were surely written for that one.
        context.report({ messageId: 'noKind', at, data: { ...data, kind: first.kind, others: othersOf(node, types, first.kind) } });
      },
    };
  },
});

/** What still passes, said plainly: `null`, `values of other types`. */
function othersOf(node: JsonObject, types: ReadonlySet<string> | undefined, kind: Kind): string {
  if (!types) return `values of other types than ${kind}`;
  const names = [...types].filter((t) => (t === 'integer' ? 'number' : t) !== kind);
  if (node.nullable === true && !names.includes('null')) names.push('null');
  return names.length === 1 && names[0] === 'null' ? 'null' : `values of type ${names.join(', ')}`;
}
