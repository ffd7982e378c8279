import { defineRule } from '../../src/engine/index.js';
import { underCondition, patternWhere as where, typeNames as declaredTypes } from '../../src/kit/index.js';
import { hasOwn, joinPointer } from '../../src/model/index.js';
import { KNOWN_FORMATS, suggestFormat } from './formats.js';

interface Options {
  formats: string[];
}

export default defineRule({
  meta: {
    id: 'string-format-valid',
    description: 'Every `format` is a known one and sits on a type it applies to.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        formats: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Formats your validators define besides the known ones; they are accepted on any type.',
          default: [],
        },
      },
    },
    messages: {
      notString: 'The `format` of {{where}} is not a string: write a format name such as `date-time` or `uri`.',
      typo: 'Format "{{format}}" of {{where}} is not a known format, so validators ignore it: did you mean "{{suggestion}}"?',
      unknown:
        'Format "{{format}}" of {{where}} is not a known format, so validators ignore it: use a standard one (date-time, email, uri, uuid, …) or a `pattern`, or list it in the `formats` option.',
      wrongType: 'Format "{{format}}" applies to {{applies}}, but {{where}} is {{type}}: change the type or the format.',
    },
  },
  create(context, options: Options) {
    const extra = new Set(options.formats);
    const known = Object.keys(KNOWN_FORMATS);
    return {
      schema(visit) {
        const { node, ref } = visit;
        if (!hasOwn(node, 'format') || underCondition(visit)) return;
        const at = { file: ref.file, pointer: joinPointer(ref.pointer, 'format') };
        const format = node.format;
        const place = where(visit);
        if (typeof format !== 'string') {
          context.report({ messageId: 'notString', at, data: { where: place } });
          return;
        }
        if (extra.has(format)) return;
        const applies = KNOWN_FORMATS[format];
        if (!applies || !Object.hasOwn(KNOWN_FORMATS, format)) {
          const suggestion = suggestFormat(format, known);
          if (suggestion) context.report({ messageId: 'typo', at, data: { format, where: place, suggestion } });
          else context.report({ messageId: 'unknown', at, data: { format, where: place } });
          return;
        }
        const types = declaredTypes(node)?.filter((t) => t !== 'null');
        if (!types || types.length === 0 || types.some((t) => applies.includes(t))) return;
        context.report({ messageId: 'wrongType', at, data: { format, applies: applies.join(' or '), where: place, type: types.join(' or ') } });
      },
    };
  },
});
