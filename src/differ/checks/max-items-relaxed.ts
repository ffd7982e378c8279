import { boundCheck } from '../bounds.js';

export default boundCheck('maxItems', 'relaxed');
