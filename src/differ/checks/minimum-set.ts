import { boundCheck } from '../bounds.js';

export default boundCheck('minimum', 'set');
