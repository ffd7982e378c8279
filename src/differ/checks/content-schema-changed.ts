import { keywordCheck, CONTENT } from '../keyword-checks.js';

export default keywordCheck(CONTENT, 'changed');
