import { defineRule } from '../../src/engine/index.js';
import { findPhrase, isNumberSchema, isParameter, schemaDescription, schemaPath, underCondition, nameMatcher, toolLabel } from '../../src/kit/index.js';
import { isObject, nameWords } from '../../src/model/index.js';
import { COUNT_WORDS, DESCRIPTION_UNITS, MONEY_CONTEXT, NAME_UNITS, QUANTITY_WORDS, SIZE_CONTEXT, TIME_POINT_WORDS, type Quantity } from './units.js';

interface Options {
  quantities: Record<Quantity, string[]>;
  sizeContext: string[];
  countWords: string[];
  moneyContext: string[];
  nameUnits: string[];
  descriptionUnits: string[];
  currencyParams: string[];
}

const CURRENCY_PARAMS = ['currency', 'currency_code', '*_currency'];
const SUFFIX: Record<Quantity, string> = { duration: 'ms', size: 'bytes', money: 'usd', time: 'ms' };

/** The name with a unit word added in its own style: `timeout_ms`, `timeoutMs`. */
function withUnit(name: string, unit: string): string {
  if (/^[a-z][a-z0-9]*[A-Z]/.test(name)) return name + unit.charAt(0).toUpperCase() + unit.slice(1);
  return name.includes('-') ? `${name}-${unit}` : `${name}_${unit}`;
}

/** A number followed by a unit letter: "30s", "5 m", "100ms", "2h". */
const NUMBER_WITH_UNIT = /\d\s?(?:ms|s|m|h|d|w|kb|mb|gb)(?![\p{L}\p{N}])/iu;

export default defineRule({
  meta: {
    id: 'numeric-unit-stated',
    description: 'Numbers that are durations, sizes, money or points in time carry their unit in the name or the description.',
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        quantities: {
          type: 'object',
          additionalProperties: false,
          properties: {
            duration: { type: 'array', items: { type: 'string', minLength: 1 } },
            size: { type: 'array', items: { type: 'string', minLength: 1 } },
            money: { type: 'array', items: { type: 'string', minLength: 1 } },
            time: { type: 'array', items: { type: 'string', minLength: 1 } },
          },
          description:
            'For each kind of quantity, the name words that mark a parameter as one (`timeout`, `size`, `price`, `timestamp`); a kind given here replaces its built-in list.',
          default: QUANTITY_WORDS,
        },
        sizeContext: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            "Words that, in the parameter's or the tool's name, make `size` an amount of storage rather than a count (`file_size`, `upload_image.size`).",
          default: SIZE_CONTEXT,
        },
        countWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Words that make `size` a count of things whatever the context (`page_size`, `batch_size`).',
          default: COUNT_WORDS,
        },
        moneyContext: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: "Words that, in the parameter's or the tool's name or the description, make `amount` an amount of money.",
          default: MONEY_CONTEXT,
        },
        nameUnits: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Name words that are units (`ms`, `seconds`, `bytes`, `usd`, `cents`).',
          default: NAME_UNITS,
        },
        descriptionUnits: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Phrases in a description that state a unit ("milliseconds", "MB", "USD", "秒", "字节", "元").',
          default: DESCRIPTION_UNITS,
        },
        currencyParams: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Globs of sibling parameters that give the currency of an amount of money (`currency`).',
          default: CURRENCY_PARAMS,
        },
      },
    },
    messages: {
      duration:
        'Parameter "{{path}}" of "{{tool}}" is a duration with no unit in its name or description: name it "{{suggestion}}" or say the unit in the description (milliseconds, seconds).',
      size: 'Parameter "{{path}}" of "{{tool}}" is a size with no unit in its name or description: name it "{{suggestion}}" or say the unit in the description (bytes, MB).',
      money:
        'Parameter "{{path}}" of "{{tool}}" is an amount of money with no currency or unit: name it "{{suggestion}}", add a `currency` parameter, or say the currency and unit in the description (USD, cents).',
      time: 'Parameter "{{path}}" of "{{tool}}" is a point in time given as a number with no unit: name it "{{suggestion}}" or say in the description whether it counts seconds or milliseconds since the Unix epoch.',
    },
  },
  create(context, options: Options) {
    const words = { ...QUANTITY_WORDS, ...options.quantities };
    const kinds = (['time', 'duration', 'size', 'money'] as const).map((q) => [q, new Set(words[q].map((w) => w.toLowerCase()))] as const);
    const sizeContext = new Set(options.sizeContext.map((w) => w.toLowerCase()));
    const countWords = new Set(options.countWords.map((w) => w.toLowerCase()));
    const units = new Set(options.nameUnits.map((w) => w.toLowerCase()));
    const currency = nameMatcher(options.currencyParams);
    const timePoint = new Set(TIME_POINT_WORDS);
    /** The kind of quantity a parameter is, from its name, its tool's name and its description. */
    const kindOf = (parts: readonly string[], toolWords: readonly string[], description: string): Quantity | undefined => {
      if (parts.includes('time') && parts.some((w) => timePoint.has(w))) return 'time';
      if (parts.length > 1 && parts.at(-1) === 'at' && parts.some((w) => timePoint.has(w))) return 'time';
      const found = kinds.find(([, set]) => parts.some((w) => set.has(w)));
      if (found) return found[0];
      if (parts.includes('size') && !parts.some((w) => countWords.has(w)) && [...parts, ...toolWords].some((w) => sizeContext.has(w))) return 'size';
      if (parts.includes('amount') && findPhrase([...parts, ...toolWords, description].join(' '), options.moneyContext) !== undefined) return 'money';
      return undefined;
    };
    return {
      schema(visit) {
        if (visit.role !== 'input' || !isParameter(visit) || underCondition(visit)) return;
        if (!isNumberSchema(visit.node)) return;
        const name = visit.propertyName!;
        const parts = nameWords(name);
        if (parts.some((w) => units.has(w))) return;
        const description = schemaDescription(visit) ?? '';
        const quantity = kindOf(parts, nameWords(visit.tool.name), description);
        if (!quantity) return;
        if (findPhrase(description, options.descriptionUnits) !== undefined || NUMBER_WITH_UNIT.test(description)) return;
        if (quantity === 'money') {
          const siblings = visit.parent && isObject(visit.parent.node.properties) ? Object.keys(visit.parent.node.properties) : [];
          if (siblings.some((s) => s !== name && currency(s))) return;
        }
        const data = { path: schemaPath(visit), tool: toolLabel(visit.tool), suggestion: withUnit(name, SUFFIX[quantity]) };
        if (quantity === 'duration') context.report({ messageId: 'duration', data });
        else if (quantity === 'size') context.report({ messageId: 'size', data });
        else if (quantity === 'money') context.report({ messageId: 'money', data });
        else context.report({ messageId: 'time', data });
      },
    };
  },
});
