import type { JsonObject } from '../../src/model/index.js';
import type { Options } from './index.js';

const list = (description: string, fallback: string[], items: JsonObject = { type: 'string', minLength: 1 }) => ({
  type: 'array',
  items,
  description,
  default: fallback,
});

/** The options schema of tool-description-injection: one phrase list per kind of cue. */
export function injectionOptionsSchema(d: Options): JsonObject {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      allowCharacters: list('Hidden characters to accept, written `U+200D`.', d.allowCharacters, { type: 'string', pattern: '^U\\+[0-9A-Fa-f]{4,6}$' }),
      tags: list('Tag names reported as prompt markup (`<IMPORTANT>`, `</system>`), compared without case.', d.tags),
      markers: list('Chat-template tokens reported wherever they appear (`<|im_start|>`, `[INST]`).', d.markers),
      overridePhrases: list('Phrases telling the model to set its instructions aside ("ignore previous instructions", "忽略之前的指令").', d.overridePhrases),
      concealPhrases: list('Phrases asking the model to keep something from the user ("do not tell the user", "不要告诉用户").', d.concealPhrases),
      dataWords: list('Words that, right after an override phrase, show it is about parameters ("忽略以上参数", "ignore the above filters").', d.dataWords),
      instructWords: list(
        'Words that, right after a concealment phrase, make it guidance on what to tell the user ("do not tell the user to approve it").',
        d.instructWords,
      ),
      requestVerbs: list('Imperatives that hand something over ("pass", "include", "传入"); with a secret after them they are a request.', d.requestVerbs),
      notRequests: list('Words just before a request verb that make it no request ("do not", "whether to", "不要").', d.notRequests),
      secretPaths: list('Files a tool must not ask a model for (`~/.ssh`, `mcp.json`); reported with a request verb in the same sentence.', d.secretPaths),
      secretWords: list(
        'Credentials ("API key", "password", "密钥"); reported when a request verb asks for the user\'s (an `ownerWords` word before them).',
        d.secretWords,
      ),
      ownerWords: list('Possessives that make a credential the user\'s ("the user\'s", "用户的").', d.ownerWords),
      contextPhrases: list('The conversation and other tools\' data ("conversation history", "其他工具的"); reported after a request verb.', d.contextPhrases),
      checkParameters: {
        type: 'boolean',
        description: 'Also check the descriptions inside input and output schemas.',
        default: d.checkParameters,
      },
    },
  };
}
