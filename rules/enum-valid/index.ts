import { defineRule } from '../../src/engine/index.js';
import { canonical, declaredTypes, sameValue, showTypes, showValue, valueFits, where } from '../../src/kit/index.js';
import { hasOwn, joinPointer } from '../../src/model/index.js';

interface Options {
  checkDefault: boolean;
}

/** What a string such as "2" or "True" reads as once unquoted; undefined when it is just text. */
function literal(text: string): unknown {
  const t = text.trim();
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(t)) return Number(t);
  if (/^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  return undefined;
}

/** The most repeated values one enum is reported for. */
const MAX_DUPLICATES = 10;

export default defineRule({
  meta: {
    id: 'enum-valid',
    description: 'Enums are non-empty lists of distinct values of the declared type, and a `default` is one of them.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkDefault: {
          type: 'boolean',
          description: 'Also report a `default` that is not one of the enum values (turn off when default-valid already does).',
          default: true,
        },
      },
    },
    // Values a type rejects, or a default outside the list, leave the schema valid and other
    // values callable: a model may send the wrong one, which is a warning, not a rejection.
    maxSeverity: { onArrayOptional: 'warn', duplicate: 'warn', wrongType: 'warn', notString: 'warn', quoted: 'warn', defaultNotMember: 'warn' },
    messages: {
      notList: 'The `enum` of {{where}} is {{value}}, not a list: write the allowed values as a list.',
      empty: 'The `enum` of {{where}} is empty, so no value is accepted: list the allowed values, or remove `enum`.',
      duplicate: 'The `enum` of {{where}} lists {{value}} more than once: list each value once.',
      wrongType: 'The `enum` of {{where}} has values its type {{type}} rejects ({{values}}), so they can never be sent: remove them, or change the type.',
      notString: 'The `enum` of {{where}} has values that are not strings ({{values}}), but the type is string: quote them.',
      quoted: 'The `enum` of {{where}} quotes values that its type {{type}} needs unquoted ({{values}}): write them without quotes.',
      onArray: 'The `enum` of {{where}} lists values for its items but sits on the array itself, so every call is rejected: move it into `items`.',
      onArrayOptional:
        'The `enum` of {{where}} lists values for its items but sits on the array itself, so every call that sends it is rejected: move it into `items`.',
      defaultNotMember: 'The default {{value}} of {{where}} is not one of its `enum` values: make it one of them, or remove the default.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        const { node, ref } = visit;
        if (!hasOwn(node, 'enum')) return;
        const values = node.enum;
        const at = (...segments: Array<string | number>) => ({ file: ref.file, pointer: joinPointer(ref.pointer, 'enum', ...segments) });
        if (!Array.isArray(values)) return context.report({ messageId: 'notList', at: at(), data: { where: where(visit), value: showValue(values) } });
        if (values.length === 0) return context.report({ messageId: 'empty', at: at(), data: { where: where(visit) } });
        const types = declaredTypes(node);
        if (types?.size === 1 && types.has('array') && !values.some((v) => Array.isArray(v) || v === null)) {
          // Required, no call passes; optional, only calls that leave it out do.
          return context.report({ messageId: visit.required || visit.via === 'root' ? 'onArray' : 'onArrayOptional', at: at(), data: { where: where(visit) } });
        }
        const seen = new Set<string>();
        // Each value repeated is reported once, at its first repeat, and at most MAX_DUPLICATES
        // of them per enum: an enum of 50,000 ones is one slip, not 49,999 findings.
        const reported = new Set<string>();
        const wrong: Record<'quoted' | 'notString' | 'wrongType', number[]> = { quoted: [], notString: [], wrongType: [] };
        values.forEach((value, i) => {
          const key = canonical(value);
          if (seen.has(key) && !reported.has(key) && reported.size < MAX_DUPLICATES) {
            reported.add(key);
            context.report({ messageId: 'duplicate', at: at(i), data: { where: where(visit), value: showValue(value) } });
          }
          seen.add(key);
          // A null that the type does not allow is nullable-consistent's to report.
          if (!types || value === null || valueFits(value, types)) return;
          const unquoted = typeof value === 'string' ? literal(value) : undefined;
          if (unquoted !== undefined && valueFits(unquoted, types)) wrong.quoted.push(i);
          else if (types.size === 1 && types.has('string') && typeof value !== 'object') wrong.notString.push(i);
          else wrong.wrongType.push(i);
        });
        // Quoted booleans beside a value no boolean can be ("True", "False", "dontcare") say the
        // type is what is wrong: unquoting would leave the rest invalid, so it is one finding.
        if (wrong.quoted.length > 0 && wrong.wrongType.length > 0) {
          wrong.wrongType = [...wrong.quoted, ...wrong.wrongType].sort((a, b) => a - b);
          wrong.quoted = [];
        }
        // One finding per kind of mistake: an enum of quoted numbers is one slip, not five.
        for (const messageId of ['quoted', 'notString', 'wrongType'] as const) {
          const list = wrong[messageId];
          if (list.length === 0) continue;
          const shown =
            list
              .slice(0, 3)
              .map((i) => showValue(values[i]))
              .join(', ') + (list.length > 3 ? ', …' : '');
          context.report({ messageId, at: at(list[0]), data: { where: where(visit), type: showTypes(types!), values: shown } });
        }
        // A null default is nullable-consistent's: it checks null against the type and the enum.
        if (!options.checkDefault || !hasOwn(node, 'default') || node.default === null) return;
        if (values.some((v) => sameValue(v, node.default))) return;
        const atDefault = { file: ref.file, pointer: joinPointer(ref.pointer, 'default') };
        context.report({ messageId: 'defaultNotMember', at: atDefault, data: { where: where(visit), value: showValue(node.default) } });
      },
    };
  },
});
