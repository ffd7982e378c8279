import { boundCheck } from '../bounds.js';

export default boundCheck('minContains', 'tightened');
