import { patternMoveCheck } from '../pattern-checks.js';

export default patternMoveCheck('relaxed');
