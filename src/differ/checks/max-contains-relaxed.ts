import { boundCheck } from '../bounds.js';

export default boundCheck('maxContains', 'relaxed');
