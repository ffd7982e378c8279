import { stringConstraintCheck } from '../string-constraints.js';

export default stringConstraintCheck('format', 'changed');
