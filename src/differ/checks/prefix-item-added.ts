import { entryCheck, PREFIX_ITEM } from '../entry-checks.js';

export default entryCheck(PREFIX_ITEM, 'added');
