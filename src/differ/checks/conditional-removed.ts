import { keywordCheck, CONDITIONAL } from '../keyword-checks.js';

export default keywordCheck(CONDITIONAL, 'removed');
