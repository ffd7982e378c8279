import { defineRule } from '../../src/engine/index.js';
import { type ToolAction, CLAIM_OPTION_SCHEMA, descriptionClaim, type ClaimPhrases } from '../../src/kit/index.js';
import { isObject, kindFromHttpMethod, type Tool, type ToolKind } from '../../src/model/index.js';

/** What decided the kind, for a message: "its name", "`destructive: true`", "its method DELETE". */
function evidence(tool: Tool, action: ToolAction): string {
  switch (action.evidence) {
    case 'metadata':
      return declaredKind(tool) ? `\`x-toolslint-kind: ${action.kind}\`` : '`destructive: true`';
    case 'http-method':
      return `its HTTP method ${tool.http?.method ?? ''}`;
    default:
      return `its name's verb "${action.verb ?? ''}"`;
  }
}

const changes = (k: ToolKind | undefined) => k === 'write' || k === 'destructive';

/** `x-toolslint-kind` when it holds a kind the classification accepts. */
const declaredKind = (tool: Tool) => ['read', 'write', 'destructive'].includes(tool.meta['x-toolslint-kind'] as string);

export default defineRule({
  meta: {
    id: 'tool-kind-consistent',
    description: "Outside MCP annotations, a tool's name, its `destructive` flag and its description agree on whether it reads, writes or destroys.",
    recommended: 'warn',
    schema: { type: 'object', additionalProperties: false, properties: CLAIM_OPTION_SCHEMA },
    messages: {
      flagVsName:
        'Tool "{{name}}" is marked `destructive: {{flag}}`, but the verb of its name is "{{verb}}", a {{nameKind}} verb: rename the tool or correct the flag.',
      methodVsName:
        'Operation "{{name}}" is a {{method}}, which makes it a {{kind}} tool, but the verb of its name is "{{verb}}", a {{nameKind}} verb: rename the operation or change its method.',
      descriptionVsKind:
        'The description of "{{name}}" says "{{phrase}}", but {{evidence}} makes it a {{kind}} tool: correct the description, or declare the kind with `x-toolslint-kind`.',
      destructiveUnmarked:
        'The description of "{{name}}" says "{{phrase}}", but {{evidence}} makes it a {{kind}} tool, not a destructive one: set {{fix}} so that the rules for destructive tools apply.',
    },
  },
  create(context, options: ClaimPhrases) {
    return {
      tool(tool) {
        // With MCP annotations the hints decide the kind; tool-annotations-consistent checks them.
        if (isObject(tool.annotations)) return;
        const action = context.view.action(tool);
        const byName = tool.nameOrigin === 'declared' && action.verbKind !== 'unknown' ? action.verbKind : undefined;
        const verb = action.verb ?? '';
        const kind = action.kind;
        const flag = tool.meta.destructive;
        if (typeof flag === 'boolean' && byName && (flag ? byName === 'read' : byName === 'destructive')) {
          const at = tool.refs.meta.destructive ?? tool.source;
          context.report({ messageId: 'flagVsName', at, data: { name: tool.name, flag, verb, nameKind: byName } });
        }
        if (action.evidence === 'http-method' && tool.http && byName) {
          const byMethod = kindFromHttpMethod(tool.http.method);
          // Reads over POST (search endpoints) are common and harmless, so only opposite
          // directions count: a GET that changes things, a DELETE named like a read.
          if ((byMethod === 'read' && changes(byName)) || (byMethod === 'destructive' && byName === 'read')) {
            const data = { name: tool.name, method: tool.http.method, kind: byMethod, verb, nameKind: byName };
            context.report({ messageId: 'methodVsName', at: tool.refs.name ?? tool.source, data });
          }
        }
        const said = descriptionClaim(tool.description, options);
        if (!said || kind === 'unknown') return;
        const at = tool.refs.description ?? tool.source;
        const data = { name: tool.name, phrase: said.phrase, evidence: evidence(tool, action), kind };
        if ((said.claim === 'read' && changes(kind)) || (said.claim !== 'read' && kind === 'read')) {
          context.report({ messageId: 'descriptionVsKind', at, data });
        } else if (said.claim === 'destructive' && kind === 'write') {
          // OpenAPI has no `destructive` field, and `x-toolslint-kind` would outrank one anyway.
          const fix = tool.http || declaredKind(tool) ? '`x-toolslint-kind: destructive`' : '`destructive: true`';
          context.report({ messageId: 'destructiveUnmarked', at, data: { ...data, fix } });
        }
      },
    };
  },
});
