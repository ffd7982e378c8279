import { defineOpinionCheck } from '../check.js';

/**
 * Raised from json-schema-diff's answer (see second-opinion.ts), only for a tool whose named
 * checks found nothing breaking in that schema: the net under the named checks. It names the
 * deepest parameter the library still sees the change in, and a value that shows it.
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
    message: '{{Subject}} accepts fewer values than before, in a way no other check names: json-schema-diff found values it now rejects{{example}}.',
    migration: 'Check the new schema of {{subject}}: some values that were valid are now rejected{{example}}.',
  },
  output: {
    id: 'output-schema-widened',
    level: 'breaking',
    bump: 'major',
    message: '{{Subject}} allows more values than before, in a way no other check names: json-schema-diff found values it now allows{{example}}.',
    migration: 'Check the new schema of {{subject}}: the tool may return values it could not before{{example}}.',
  },
});
