import { boundCheck } from '../bounds.js';

export default boundCheck('maximum', 'relaxed');
