import { boundCheck } from '../bounds.js';

export default boundCheck('exclusiveMinimum', 'relaxed');
