import { keywordCheck, PROPERTY_NAMES } from '../keyword-checks.js';

export default keywordCheck(PROPERTY_NAMES, 'removed');
