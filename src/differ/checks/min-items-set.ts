import { boundCheck } from '../bounds.js';

export default boundCheck('minItems', 'set');
