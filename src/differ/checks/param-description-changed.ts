import { joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { sameText } from '../values.js';

/**
 * The model reads parameter descriptions to decide what to send, so rewording one changes
 * behaviour without changing any accepted value. Reflowing whitespace is no change.
 */
export default defineSchemaCheck({
  id: 'param-description-changed',
  description: 'the description of a parameter (or of the input schema) changed',
  area: 'description',
  effect: 'neither',
  action: 'changed',
  input: {
    level: 'warning',
    bump: 'patch',
    message: 'The description of {{subject}} changed: the model reads it to decide what to send.',
    migration: 'Check that what the model sends for {{subject}} still suits its new description.',
  },
  output: {
    id: 'output-property-description-changed',
    level: 'warning',
    bump: 'patch',
    message: 'The description of {{subject}} changed: the model reads it to interpret what the tool returns.',
    migration: 'Check that consumers still read {{subject}} as its new description says.',
  },
  whenTypesDisjoint: true,
  visit(pair, report) {
    if (!sameText(pair.base.description, pair.head.description)) report({ pointer: joinPointer(pair.pointer, 'description') });
  },
});
