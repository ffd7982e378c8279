import { entryCheck, ALL_OF_BRANCH } from '../entry-checks.js';

export default entryCheck(ALL_OF_BRANCH, 'removed');
