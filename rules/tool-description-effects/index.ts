import { defineRule } from '../../src/engine/index.js';
import { findAffirmed, NEGATIONS } from '../../src/kit/index.js';
import { verbMatcher } from './verbs.js';

/** Ways of saying "this changes nothing"; weaker than the claims tool-kind-consistent reads. */
export const READ_ONLY_PHRASES = [
  'read-only', 'read only', 'readonly', 'only reads', 'does not modify', "doesn't modify", 'does not change', "doesn't change",
  'does not alter', 'does not write', 'does not update', 'does not delete', 'never modifies', 'never changes',
  'will not modify', "won't modify", 'will not change', "won't change", 'without modifying', 'without changing',
  'makes no changes', 'no changes are made', 'no side effects', 'no side-effects', 'without side effects',
  'side-effect free', 'side-effect-free', 'safe to call', 'non-destructive', 'nondestructive',
  '只读', '只讀', '唯读', '唯讀', '不修改', '不会修改', '不會修改', '不更改', '不会更改', '不會更改', '不改变', '不改變',
  '不变更', '不變更', '不写入', '不寫入', '不删除', '不刪除', '无副作用', '無副作用', '没有副作用', '沒有副作用',
  '仅读取', '僅讀取', '只读取', '只讀取',
];

/**
 * Verbs that say what a tool changes; English ones match in any form (creates, deleting). A few
 * nouns of change ("allows deletion of columns") say it as well.
 */
export const CHANGE_VERBS = [
  'add', 'append', 'apply', 'approve', 'archive', 'assign', 'attach', 'ban', 'block', 'book', 'broadcast', 'build',
  'cancel', 'change', 'charge', 'clear', 'clone', 'close', 'comment', 'commit', 'configure', 'copy', 'create',
  'decrement', 'delete', 'deploy', 'destroy', 'detach', 'disable', 'dismiss', 'drop', 'edit', 'email', 'enable',
  'erase', 'evict', 'execute', 'follow', 'fork', 'generate', 'grant', 'increment', 'insert', 'install', 'invalidate',
  'invite', 'kill', 'label', 'launch', 'link', 'lock', 'mark', 'merge', 'modify', 'mount', 'move', 'notify', 'overwrite',
  'patch', 'pause', 'pay', 'persist', 'post', 'prepend', 'publish', 'purge', 'push', 'react', 'reboot', 'record',
  'refund', 'register', 'reject', 'release', 'remove', 'rename', 'reopen', 'reorder', 'replace', 'reply', 'reprioritize',
  'request', 'reserve', 'reset', 'resolve', 'restart', 'restore', 'resume', 'revert', 'revoke', 'run', 'save',
  'schedule', 'send', 'set', 'star', 'start', 'stop', 'store', 'submit', 'subscribe', 'switch', 'sync', 'tag',
  'terminate', 'toggle', 'transfer', 'trigger', 'truncate', 'unassign', 'unblock', 'uninstall', 'unlink', 'unlock',
  'unmount', 'unresolve', 'unstar', 'unsubscribe', 'unfollow', 'update', 'upload', 'upsert', 'wipe', 'write',
  'activate', 'deactivate', 'put', 'init', 'initialize', 'initialise', 'associate', 'dissociate', 'order', 'purchase',
  'buy', 'sell', 'suspend', 'log', 'addition', 'creation', 'deletion', 'insertion', 'modification', 'removal',
  '创建', '新建', '新增', '添加', '插入', '更新', '修改', '编辑', '編輯', '更改', '变更', '變更', '设置', '設置', '設定',
  '删除', '刪除', '移除', '清空', '清除', '写入', '寫入', '保存', '儲存', '存储', '存儲', '上传', '上傳', '覆盖', '覆蓋',
  '替换', '替換', '发送', '發送', '提交', '发布', '發布', '部署', '合并', '合併', '关闭', '關閉', '取消', '重启', '重啟',
  '撤销', '撤銷', '转账', '轉帳', '支付', '退款', '安装', '安裝', '卸载', '卸載', '分配', '授予', '撤回', '启动', '啟動',
  '停止', '标记', '標記', '归档', '歸檔', '恢复', '恢復', '建立', '激活', '啟用', '启用', '初始化', '下单', '下單', '购买', '購買',
];

interface Options {
  readOnlyPhrases: string[];
  changeVerbs: string[];
  checkUnknown: boolean;
  acceptReadOnlyHint: boolean;
  negations: string[];
}

const DEFAULTS: Options = { readOnlyPhrases: READ_ONLY_PHRASES, changeVerbs: CHANGE_VERBS, checkUnknown: false, acceptReadOnlyHint: true, negations: NEGATIONS };

export default defineRule({
  meta: {
    id: 'tool-description-effects',
    description: 'Descriptions say whether the tool only reads or what it changes.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        readOnlyPhrases: {
          type: 'array', items: { type: 'string' }, default: READ_ONLY_PHRASES,
          description: 'Phrases by which a read tool says it changes nothing ("read-only", "does not modify", 只读, 不修改).',
        },
        changeVerbs: {
          type: 'array', items: { type: 'string' }, default: CHANGE_VERBS,
          description: 'Verbs by which a write or destructive tool says what it changes; English ones match in any form (creates, deleting), CJK ones anywhere.',
        },
        checkUnknown: {
          type: 'boolean', default: false,
          description: 'Also check tools whose kind cannot be told: they must say either that they only read or what they change.',
        },
        acceptReadOnlyHint: {
          type: 'boolean', default: true,
          description: 'Accept MCP `readOnlyHint: true` in place of saying it in the description of a read tool.',
        },
        negations: {
          type: 'array', items: { type: 'string' }, default: NEGATIONS,
          description: 'Words that, in the three words (or characters) before a read-only phrase, cancel it ("not read-only").',
        },
      },
    },
    messages: {
      readOnlyNotSaid: 'The description of read tool "{{name}}" does not say that it changes nothing: add "Read-only; does not modify …".',
      changeNotSaid: 'The description of {{kind}} tool "{{name}}" does not say what it changes: say what it creates, updates, deletes or sends.',
      effectNotSaid: 'The description of "{{name}}" does not say whether it only reads or what it changes: say "Read-only" or what it creates, updates or deletes.',
    },
  },
  create(context, options: Options) {
    const changes = verbMatcher(options.changeVerbs);
    const saysReadOnly = (text: string) => findAffirmed(text, options.readOnlyPhrases, options.negations) !== undefined;
    return {
      tool(tool) {
        const text = tool.description;
        if (text === undefined || text.trim() === '') return;
        const at = tool.refs.description ?? tool.source;
        const { kind, hints } = context.view.action(tool);
        const data = { name: tool.name, kind };
        if (kind === 'read') {
          if (options.acceptReadOnlyHint && hints?.declared.has('readOnlyHint') && hints.readOnly) return;
          if (!saysReadOnly(text)) context.report({ messageId: 'readOnlyNotSaid', at, data });
        } else if (kind === 'write' || kind === 'destructive') {
          if (changes(text) === undefined) context.report({ messageId: 'changeNotSaid', at, data });
        } else if (options.checkUnknown && !saysReadOnly(text) && changes(text) === undefined) {
          context.report({ messageId: 'effectNotSaid', at, data });
        }
      },
    };
  },
});
