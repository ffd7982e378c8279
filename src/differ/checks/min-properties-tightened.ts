import { boundCheck } from '../bounds.js';

export default boundCheck('minProperties', 'tightened');
