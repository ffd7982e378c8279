import { defineRule } from '../../src/engine/index.js';
import { proseUnits, describedText, descriptionAt, toolLabel, characterCount, exceeded } from '../../src/kit/index.js';

interface Options {
  minUnits: number;
  maxCharacters: number;
}

export default defineRule({
  meta: {
    id: 'tool-description-length',
    description: 'Tool descriptions are long enough to guide a model and no longer than a length every client handles well.',
    recommended: 'warn',
    recommendedOptions: { minUnits: 4 },
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        minUnits: {
          type: 'integer',
          minimum: 0,
          description: 'The shortest description, in units: one CJK character, or four other characters, is one unit. 0 turns the check off.',
          default: 8,
        },
        maxCharacters: {
          type: 'integer',
          minimum: 1,
          description:
            "The longest description recommended, in characters. A description over a selected target's hard cap is reported by target-limits instead.",
          default: 1024,
        },
      },
    },
    messages: {
      tooShort:
        'The description of tool "{{name}}" is {{units}} long, under {{minUnits}} (a unit is one CJK character or four other characters): say what it does, when to use it and what it returns.',
      tooLong:
        'The description of tool "{{name}}" has {{length}} characters, over the {{maxCharacters}} recommended: a long description costs context on every request and some clients cut it off, so move details into the parameter descriptions.',
    },
  },
  create(context, options: Options) {
    return {
      tool(tool) {
        const text = describedText(tool);
        if (text === undefined) return;
        const name = toolLabel(tool);
        const at = descriptionAt(tool);
        // Indentation and line breaks are layout, not content a model learns from.
        const units = proseUnits(text);
        if (units < options.minUnits) {
          context.report({ messageId: 'tooShort', at, data: { name, units: `${units} unit${units === 1 ? '' : 's'}`, minUnits: options.minUnits } });
          return;
        }
        if (text.length <= options.maxCharacters) return;
        const length = characterCount(text);
        // A description over a selected target's cap is target-limits' error; a warning beside it would say the same twice.
        if (length > options.maxCharacters && !exceeded(context.targets, 'descriptionMaxLength', length)) {
          context.report({ messageId: 'tooLong', at, data: { name, length, maxCharacters: options.maxCharacters } });
        }
      },
    };
  },
});
