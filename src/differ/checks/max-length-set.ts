import { boundCheck } from '../bounds.js';

export default boundCheck('maxLength', 'set');
