import { boundCheck } from '../bounds.js';

export default boundCheck('maxProperties', 'relaxed');
