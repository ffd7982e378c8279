import { entryCheck, DEPENDENT_REQUIRED } from '../entry-checks.js';

export default entryCheck(DEPENDENT_REQUIRED, 'removed');
