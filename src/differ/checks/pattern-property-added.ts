import { entryCheck, PATTERN_PROPERTY } from '../entry-checks.js';

export default entryCheck(PATTERN_PROPERTY, 'added');
