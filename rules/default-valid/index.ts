import { defineRule } from '../../src/engine/index.js';
import { excerpt, rootVisit, underCondition, patternWhere as where } from '../../src/kit/index.js';
import { hasOwn } from '../../src/model/index.js';
import { canonical, DefaultChecker, type CheckOptions } from './check.js';

type Options = CheckOptions;

export default defineRule({
  meta: {
    id: 'default-valid',
    description: 'A `default` satisfies its own schema: type, const, enum, bounds, lengths and pattern.',
    // `default` is an annotation: a wrong one leaves the schema valid, but a model may copy it.
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkEnum: {
          type: 'boolean',
          description: 'Also report a default that is not one of its `enum` values; off because `enum-valid` reports that already.',
          default: false,
        },
        maxPatternInput: {
          type: 'integer',
          minimum: 0,
          description: 'Longer string defaults are not matched against their `pattern`, so that the check stays bounded.',
          default: 256,
        },
      },
    },
    messages: {
      type: 'The default of {{where}} is {{value}}{{actual}}, where the schema expects {{expected}}: write the default as the declared type, or fix the type.',
      const: 'The default of {{where}} is {{value}}, but its `const` is {{expected}}: make them agree, or drop the default.',
      enum: 'The default of {{where}} is {{value}}, which is not one of its `enum` values: use one of them as the default.',
      bounds: 'The default of {{where}} is {{value}}, which breaks `{{keyword}}: {{limit}}`: choose a default the schema accepts, or fix the bound.',
      pattern: 'The default of {{where}} is {{value}}, which does not match its `pattern` {{pattern}}: choose a default that matches.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        const { node } = visit;
        if (!hasOwn(node, 'default') || underCondition(visit)) return;
        // A null default on a type without null is `nullable-consistent`'s to report.
        if (node.default === null) return;
        const root = rootVisit(visit);
        const checker = new DefaultChecker(context.registry, visit.tool, root.ref, options);
        const found = checker.check(node.default, node, visit.ref);
        if (!found) return;
        const place = found.inner === '' ? where(visit) : `${where(visit)} at ${found.inner}`;
        const value = excerpt(canonical(found.value), 40);
        const { keyword } = found;
        const { actual = '', expected = '', limit = '', pattern = '' } = found.data;
        const messageId = keyword === 'type' || keyword === 'const' || keyword === 'enum' || keyword === 'pattern' ? keyword : 'bounds';
        context.report({ messageId, data: { where: place, value, actual, expected, keyword, limit, pattern } });
      },
    };
  },
});
