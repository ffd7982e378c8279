import { defineRule } from '../../src/engine/index.js';
import { allPhrases, DATA_LOSS_VERBS, findPhrase, type PhraseOptions, phraseOptionsSchema } from '../../src/kit/index.js';
import { isObject, type JsonObject, type Tool } from '../../src/model/index.js';

/** The top-level properties of a tool's input schema, as written. */
function topProperties(tool: Tool): JsonObject {
  const schema = tool.inputSchema;
  return isObject(schema) && isObject(schema.properties) ? schema.properties : {};
}

/**
 * Ways of saying that a call cannot be taken back, or that someone must agree to it first. A
 * description that says how the call can be taken back ("moves to trash", "reversible: re-upload
 * the logo") answers the same question, so those count too.
 */
export const WARNING_PHRASES = [
  'destructive',
  'irreversible',
  'irreversibly',
  'irrevocable',
  'cannot be undone',
  "can't be undone",
  'can not be undone',
  'cannot be reversed',
  'cannot be recovered',
  'not reversible',
  'no undo',
  'permanent',
  'permanently',
  'data loss',
  'warning',
  'caution',
  'careful',
  'dangerous',
  'important',
  'confirm',
  'confirms',
  'confirmed',
  'confirmation',
  'approval',
  'authorization',
  'authorisation',
  'authorized',
  'authorised',
  'ask the user',
  'with the user',
  "user's permission",
  'explicit permission',
  'double-check',
  'reversible',
  'can be undone',
  'can be restored',
  'can be recovered',
  'trash',
  'recycle bin',
  'soft delete',
  'soft-delete',
  '不可逆',
  '无法撤销',
  '不可撤销',
  '无法恢复',
  '不可恢复',
  '永久',
  '注意',
  '警告',
  '谨慎',
  '小心',
  '慎用',
  '危险',
  '确认',
  '需确认',
  '授权',
  '批准',
  '破坏性',
  '数据丢失',
  '可恢复',
  '可撤销',
  '回收站',
  '無法撤銷',
  '不可撤銷',
  '無法恢復',
  '不可恢復',
  '謹慎',
  '危險',
  '確認',
  '需確認',
  '授權',
  '破壞性',
  '數據丟失',
  '資料遺失',
  '可恢復',
  '可撤銷',
  '回收站',
  '資源回收筒',
];

interface Options extends PhraseOptions {
  dataLossOnly: boolean;
}

export default defineRule({
  meta: {
    id: 'tool-description-destructive-warning',
    description: 'Descriptions of destructive tools say that the call cannot be undone or needs confirmation.',
    // Off in recommended: most deletes are undone by adding back (a mapping, a to-do item), and
    // the name already says what the call does, so a missing warning rarely leads a model astray.
    recommended: 'off',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...phraseOptionsSchema(
          WARNING_PHRASES,
          'Phrases that warn of an irreversible call or ask for confirmation ("cannot be undone", "DESTRUCTIVE", 不可逆, 需确认); replaces the built-in list.',
        ),
        dataLossOnly: {
          type: 'boolean',
          description:
            'Only tools whose verb loses data (`delete`, `purge`, `overwrite`, …), not every tool whose call cannot be taken back (`send`, `notify`).',
          default: false,
        },
      },
    },
    messages: {
      missing:
        'Destructive tool "{{name}}" does not warn anywhere in its definition that its call cannot be undone: add "This cannot be undone; confirm with the user first" to the description{{annotate}}.',
    },
  },
  create(context, options: Options) {
    const phrases = allPhrases(options);
    const lossy = new Set(DATA_LOSS_VERBS);
    const warns = (text: unknown) => typeof text === 'string' && findPhrase(text.replace(/[\u2018\u2019]/g, "'"), phrases) !== undefined;
    return {
      tool(tool) {
        const action = context.view.action(tool);
        if (action.kind !== 'destructive') return;
        const hinted = action.hints?.declared.has('destructiveHint') === true && action.hints.destructive;
        // An explicit `destructiveHint: true` is a warning MCP clients act on: they ask first.
        if (hinted) return;
        if (options.dataLossOnly && !(action.verb !== undefined && lossy.has(action.verb))) return;
        const text = tool.description;
        if (text === undefined || text.trim() === '') return;
        // Anywhere in the definition: the description, the title, or a parameter (a `confirm` flag).
        if (warns(text) || warns(tool.title) || Object.entries(topProperties(tool)).some(([name, p]) => warns(name) || (isObject(p) && warns(p.description))))
          return;
        const annotate = tool.dialect === 'mcp' ? ', and set `destructiveHint: true` so that clients ask before calling it' : '';
        context.report({ messageId: 'missing', at: tool.refs.description ?? tool.source, data: { name: tool.name, annotate } });
      },
    };
  },
});
