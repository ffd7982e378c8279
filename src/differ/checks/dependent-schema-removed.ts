import { entryCheck, DEPENDENT_SCHEMA } from '../entry-checks.js';

export default entryCheck(DEPENDENT_SCHEMA, 'removed');
