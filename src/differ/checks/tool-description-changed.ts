import { defineToolCheck } from '../check.js';
import { sameText } from '../values.js';

/** The description is how the model chooses the tool: new words are new behaviour. */
export default defineToolCheck({
  id: 'tool-description-changed',
  description: 'the description of a tool changed',
  direction: 'tool',
  area: 'description',
  action: 'changed',
  level: 'warning',
  bump: 'patch',
  message: 'The description of tool `{{name}}` changed: the model reads it to decide when and how to call the tool.',
  migration: 'Check that prompts and evaluations that rely on when the model picks `{{name}}` still pass with its new description.',
  visit(pair, _ctx, report) {
    if (pair.base && pair.head && !sameText(pair.base.description, pair.head.description)) report({ pointer: '/description', data: { name: pair.head.name } });
  },
});
