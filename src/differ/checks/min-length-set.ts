import { boundCheck } from '../bounds.js';

export default boundCheck('minLength', 'set');
