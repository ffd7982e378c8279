import { keywordCheck, NOT } from '../keyword-checks.js';

export default keywordCheck(NOT, 'changed');
