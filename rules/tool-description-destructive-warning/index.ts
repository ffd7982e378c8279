import { allPhrases, defineRule, findPhrase, type PhraseOptions, phraseOptionsSchema } from '../../src/engine/index.js';

/**
 * Ways of saying that a call cannot be taken back, or that someone must agree to it first. A
 * description that says how the call can be taken back ("moves to trash", "reversible: re-upload
 * the logo") answers the same question, so those count too.
 */
export const WARNING_PHRASES = [
  'destructive', 'irreversible', 'irreversibly', 'irrevocable', 'cannot be undone', "can't be undone", 'can not be undone',
  'cannot be reversed', 'cannot be recovered', 'not reversible', 'no undo', 'permanent', 'permanently', 'data loss',
  'warning', 'caution', 'careful', 'dangerous', 'important', 'confirm', 'confirms', 'confirmed', 'confirmation',
  'approval', 'authorization', 'authorisation', 'authorized', 'authorised', 'ask the user', 'with the user',
  "user's permission", 'explicit permission', 'double-check',
  'reversible', 'can be undone', 'can be restored', 'can be recovered', 'trash', 'recycle bin', 'soft delete', 'soft-delete',
  '不可逆', '无法撤销', '不可撤销', '无法恢复', '不可恢复', '永久', '注意', '警告', '谨慎', '小心', '慎用', '危险',
  '确认', '需确认', '授权', '批准', '破坏性', '数据丢失', '可恢复', '可撤销', '回收站',
  '無法撤銷', '不可撤銷', '無法恢復', '不可恢復', '謹慎', '危險', '確認', '需確認', '授權', '破壞性', '數據丟失', '資料遺失',
  '可恢復', '可撤銷', '回收站', '資源回收筒',
];

type Options = PhraseOptions;

export default defineRule({
  meta: {
    id: 'tool-description-destructive-warning',
    description: 'Descriptions of destructive tools say that the call cannot be undone or needs confirmation.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...phraseOptionsSchema(WARNING_PHRASES, 'Phrases that warn of an irreversible call or ask for confirmation ("cannot be undone", "DESTRUCTIVE", 不可逆, 需确认); replaces the built-in list.'),
      },
    },
    defaults: { phrases: WARNING_PHRASES, additionalPhrases: [] } as Options,
    messages: {
      missing: 'Destructive tool "{{name}}" does not warn that its call cannot be undone: add "This cannot be undone; confirm with the user first" (此操作不可逆，需确认).',
    },
  },
  create(context, options) {
    const phrases = allPhrases(options);
    return {
      tool(tool) {
        if (tool.kind !== 'destructive') return;
        const text = tool.description?.replace(/[\u2018\u2019]/g, "'");
        if (text === undefined || text.trim() === '') return;
        if (findPhrase(text, phrases) !== undefined) return;
        context.report({ messageId: 'missing', at: tool.refs.description ?? tool.source, data: { name: tool.name } });
      },
    };
  },
});
