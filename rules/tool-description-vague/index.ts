import { defineRule } from '../../src/engine/index.js';
import { excerpt, findPhrases, hasCjk, removePhrases, textUnits, describedText, descriptionAt, toolLabel } from '../../src/kit/index.js';
import { restatesName } from './words.js';

interface Options {
  phrases: string[];
  ignoreWords: string[];
  minDetailUnits: number;
  checkRestatement: boolean;
}

const PHRASES = [
  'handles data',
  'handles the data',
  'handle data',
  'processes data',
  'processes the data',
  'process data',
  'manages data',
  'manages the data',
  'does stuff',
  'do stuff',
  'does things',
  'does something',
  'does the thing',
  'queries database',
  'queries the database',
  'queries a database',
  'query database',
  'query the database',
  'calls the api',
  'calls an api',
  'performs an action',
  'performs the action',
  'performs an operation',
  'performs the operation',
  'executes the operation',
  'handles requests',
  'handles the request',
  'processes the request',
  'helper function',
  'utility function',
  'utility tool',
  'generic tool',
  'general purpose',
  'misc',
  'miscellaneous',
  'todo',
  'tbd',
  'no description',
  '处理数据',
  '處理數據',
  '處理資料',
  '处理请求',
  '處理請求',
  '执行操作',
  '執行操作',
  '查询数据库',
  '查詢數據庫',
  '查詢資料庫',
  '调用接口',
  '調用接口',
  '呼叫介面',
  '获取数据',
  '獲取數據',
  '取得資料',
  '管理数据',
  '管理數據',
  '工具函数',
  '工具函數',
  '辅助函数',
  '輔助函數',
  '通用工具',
  '做一些事情',
  '做事情',
  '暂无描述',
  '暫無描述',
  '无描述',
  '無描述',
  '待补充',
  '待補充',
];

const IGNORE = [
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'of',
  'to',
  'for',
  'in',
  'on',
  'at',
  'by',
  'with',
  'from',
  'into',
  'as',
  'and',
  'or',
  'is',
  'are',
  'be',
  'it',
  'its',
  'new',
  'existing',
  'specific',
  'given',
  'specified',
  'provided',
  'current',
  'one',
  'all',
  'some',
  'any',
  'tool',
  'function',
  'method',
  'api',
  'endpoint',
  'operation',
  'details',
  'information',
  'info',
  'data',
  '的',
  '并',
  '並',
  '和',
  '及',
  '与',
  '與',
  '或',
  '一个',
  '一個',
  '一些',
  '等',
  '进行',
  '進行',
  '工具',
  '函数',
  '函數',
];

export default defineRule({
  meta: {
    id: 'tool-description-vague',
    description: 'Tool descriptions say something a model can act on, beyond generic phrases or the name restated.',
    recommended: 'warn',
    recommendedOptions: { checkRestatement: false },
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        phrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Phrases that say nothing on their own ("handles data", "处理数据"); a description made mostly of them is vague.',
          default: PHRASES,
        },
        ignoreWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Words that carry no detail (articles, "specific", "details", "的"); they count neither as detail nor against a restatement.',
          default: IGNORE,
        },
        minDetailUnits: {
          type: 'integer',
          minimum: 0,
          description: 'How much a description must say besides its generic phrases, in units (one CJK character or four other characters).',
          default: 6,
        },
        checkRestatement: {
          type: 'boolean',
          description: 'Report descriptions whose words are only the name\'s words (`get_weather`: "Gets the weather.").',
          default: true,
        },
      },
    },
    messages: {
      generic:
        'The description of tool "{{name}}" says little beyond "{{phrase}}": say what it acts on, where the data comes from, and what it returns or changes.',
      restatesName:
        'The description of tool "{{name}}" only restates its name ("{{text}}"): add what the name cannot say — when to use it, what it needs first, and what it returns or changes.',
    },
  },
  create(context, options: Options) {
    return {
      tool(tool) {
        const text = describedText(tool);
        if (text === undefined) return;
        const name = toolLabel(tool);
        const at = descriptionAt(tool);
        const found = findPhrases(text, options.phrases);
        if (found.length > 0 && detailUnits(text, found, options.ignoreWords) < options.minDetailUnits) {
          context.report({ messageId: 'generic', at, data: { name, phrase: found[0] } });
          return;
        }
        if (!options.checkRestatement || hasCjk(text)) return;
        if (restatesName(tool.name, text, options.ignoreWords)) {
          context.report({ messageId: 'restatesName', at, data: { name, text: excerpt(text, 60) } });
        }
      },
    };
  },
});

/** What is left of a text once its generic phrases, filler words and punctuation are gone. */
function detailUnits(text: string, phrases: string[], ignore: readonly string[]): number {
  const rest = removePhrases(removePhrases(text, phrases), ignore);
  return textUnits(rest.replace(/[\p{P}\p{S}\s]+/gu, ' ').trim());
}
