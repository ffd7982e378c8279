import { boundCheck } from '../bounds.js';

export default boundCheck('exclusiveMaximum', 'relaxed');
