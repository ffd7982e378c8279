import { defineOpinionCheck } from '../check.js';

/**
 * Raised from json-schema-diff's answer (see second-opinion.ts), only for a tool whose named
 * checks found nothing breaking in that schema: the net under the named checks.
 */
export default defineOpinionCheck({
  id: 'input-schema-narrowed',
  description: 'the input schema accepts fewer values in a way no named check describes',
  area: 'schema',
  effect: 'both',
  action: 'tightened',
  input: {
    level: 'breaking',
    bump: 'major',
    message: 'The input schema accepts fewer values than before, in a way no other check names (json-schema-diff found values it now rejects).',
    migration: 'Check the new input schema: some arguments that were valid are now rejected.',
  },
  output: {
    id: 'output-schema-widened',
    level: 'breaking',
    bump: 'major',
    message: 'The output schema allows more values than before, in a way no other check names (json-schema-diff found values it now allows).',
    migration: 'Check the new output schema: the tool may return values it could not before.',
  },
});
