import { defineRule } from '../../src/engine/index.js';
import { toolLabel, problems, type Problem, chooseMcpRevision } from '../../src/kit/index.js';
import { getAtPointer, isObject, joinPointer } from '../../src/model/index.js';
import { definesField, fieldHistory, toolErrors } from './validate.js';

interface Options {
  reportUnknownFields: boolean;
}

export default defineRule({
  meta: {
    id: 'mcp-tool-schema-valid',
    description:
      'Each MCP tool validates against the official MCP schema of its revision: the `protocolVersion` its file names, else the selected target, else the newest.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        reportUnknownFields: {
          type: 'boolean',
          description: "Also report fields the revision's `Tool` does not define (`icons` before 2025-11-25, say), which its clients ignore.",
          default: true,
        },
      },
    },
    recommendedOptions: { reportUnknownFields: false },
    maxSeverity: { unknownField: 'info' },
    messages: {
      invalid: 'Tool "{{tool}}" does not fit the `Tool` schema of MCP {{revision}}: `{{path}}` {{problem}}.',
      unknownField: 'Tool "{{tool}}" has `{{field}}`, which the `Tool` of MCP {{revision}} does not define ({{history}}): clients of that revision ignore it.',
    },
  },
  create(context, options: Options) {
    // The revision the file names, else the MCP targets, else the newest.
    const { revisions } = chooseMcpRevision(context.registry.protocolVersion?.value, context.targets);
    // Each tool is validated as it is: the `Tool` schemas are shallow, so a check costs less
    // than the JSON text a content cache would key on, and such a cache kept the text of every
    // tool of the run. One too deep or cyclic to walk is left to the loader's and other rules'
    // limits.
    const check = (revision: string, raw: unknown): Problem[] => {
      try {
        return problems(toolErrors(revision, raw));
      } catch (e) {
        if (e instanceof RangeError || e instanceof TypeError) return [];
        throw e;
      }
    };
    return {
      tool(tool) {
        if (tool.dialect !== 'mcp') return;
        const raw = getAtPointer(context.registry.documents.get(tool.source.file)?.value, tool.source.pointer);
        if (raw === undefined) return;
        for (const revision of revisions) {
          const found = check(revision, raw);
          for (const p of found) {
            context.report({
              messageId: 'invalid',
              at: { file: tool.source.file, pointer: tool.source.pointer + p.pointer },
              data: { tool: toolLabel(tool), revision, path: p.pointer || '/', problem: p.text },
            });
          }
          if (!options.reportUnknownFields || !isObject(raw)) continue;
          for (const field of Object.keys(raw)) {
            if (definesField(revision, field)) continue;
            context.report({
              messageId: 'unknownField',
              at: { file: tool.source.file, pointer: joinPointer(tool.source.pointer, field) },
              data: { tool: toolLabel(tool), revision, field, history: fieldHistory(field) },
            });
          }
        }
      },
    };
  },
});
