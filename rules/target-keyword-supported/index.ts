import { defineRule } from '../../src/engine/index.js';
import { toolLabel, inJsonSchemaField, keywordProblems, rejectedBy, wherePhrase, type KeywordProblem } from '../../src/kit/index.js';
import { joinPointer } from '../../src/model/index.js';

interface Options {
  ignoreKeywords: string[];
}

const MESSAGE_IDS = { keyword: 'keyword', rootKeyword: 'rootKeyword', format: 'format', typeArray: 'typeArray' } as const;

export default defineRule({
  meta: {
    id: 'target-keyword-supported',
    description: 'Tool schemas use only the keywords and formats the selected provider targets accept.',
    recommended: 'warn',
    strict: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ignoreKeywords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          uniqueItems: true,
          description: 'Keywords not to report, for a client or SDK that removes them before sending the tools.',
          default: [],
        },
      },
    },
    messages: {
      keyword: 'Tool "{{tool}}" uses `{{keyword}}`{{where}}, which {{rejectedBy}} ({{source}}): remove it, or state the constraint in the description.',
      rootKeyword:
        'Tool "{{tool}}" has `{{keyword}}` at the root of its input schema, which {{rejectedBy}} ({{source}}): keep the root a plain `type: object` and move the alternatives into its properties.',
      format: 'Tool "{{tool}}" uses format "{{value}}"{{where}}, which {{rejectedBy}} ({{source}}): use one of {{accepted}}, or a `pattern`.',
      typeArray:
        'Tool "{{tool}}" gives `type` as the list {{value}}{{where}}, which {{rejectedBy}} ({{source}}): use one type with `nullable: true`, or `anyOf`.',
    },
  },
  create(context, options: Options) {
    // Strict modes are strict-mode-compatible's, so that one problem is reported once.
    const targets = context.targets.filter((t) => !t.strict);
    const ignored = new Set(options.ignoreKeywords);
    return {
      schema(visit) {
        // An OpenAPI tool's root is built by the loader from the operation: nobody wrote it.
        if (visit.via === 'root' && visit.tool.http) return;
        const root = visit.via === 'root' && visit.role === 'input';
        // Made at the first problem: most nodes have none.
        let found: Map<string, { problem: KeywordProblem; targets: string[] }> | undefined;
        for (const target of targets) {
          if (!target.schemas.includes(visit.role) || inJsonSchemaField(visit.tool, visit.role, target)) continue;
          for (const problem of keywordProblems(visit.node, target, root)) {
            if (!(problem.kind in MESSAGE_IDS) || ignored.has(problem.keyword)) continue;
            const key = `${problem.kind}\u0000${problem.keyword}\u0000${problem.value ?? ''}`;
            found ??= new Map();
            const entry = found.get(key) ?? { problem, targets: [] };
            entry.targets.push(target.id);
            found.set(key, entry);
          }
        }
        if (found === undefined) return;
        for (const { problem, targets: ids } of found.values()) {
          context.report({
            messageId: MESSAGE_IDS[problem.kind as keyof typeof MESSAGE_IDS],
            at: { file: visit.ref.file, pointer: joinPointer(visit.ref.pointer, problem.keyword) },
            data: {
              tool: toolLabel(visit.tool),
              keyword: problem.keyword,
              where: wherePhrase(visit),
              rejectedBy: rejectedBy(ids),
              source: problem.source,
              value: problem.value ?? '',
              accepted: problem.accepted ?? '',
            },
          });
        }
      },
    };
  },
});
