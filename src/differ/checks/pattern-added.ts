import { stringConstraintCheck } from '../string-constraints.js';

export default stringConstraintCheck('pattern', 'added');
