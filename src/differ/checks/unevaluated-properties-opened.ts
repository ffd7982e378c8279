import { closedCheck } from '../closed-checks.js';

export default closedCheck('unevaluatedProperties', 'opened');
