import { closedCheck } from '../closed-checks.js';

export default closedCheck('unevaluatedItems', 'opened');
