import { keywordCheck, CONTAINS } from '../keyword-checks.js';

export default keywordCheck(CONTAINS, 'removed');
