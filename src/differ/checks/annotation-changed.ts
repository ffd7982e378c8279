import { hasOwn, joinPointer } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';
import { sameSchema } from '../canonical.js';
import { show } from '../values.js';

/** Annotations with no check of their own (descriptions and defaults have theirs). */
const KEYS = ['title', 'examples', 'example', 'deprecated', 'readOnly', 'writeOnly', 'markdownDescription', '$comment'];

/** What a model or a reader sees changes, though no accepted value does. */
export default defineSchemaCheck({
  id: 'annotation-changed',
  description: 'an annotation (`title`, `examples`, `deprecated`, `readOnly`, `writeOnly`, `$comment`) changed',
  area: 'description',
  effect: 'neither',
  action: 'changed',
  input: { level: 'info', bump: 'patch', message: '`{{keyword}}` of {{subject}} changed from {{from}} to {{to}}.' },
  output: { id: 'output-annotation-changed', level: 'info', bump: 'patch', message: '`{{keyword}}` of {{subject}} changed from {{from}} to {{to}}.' },
  whenTypesDisjoint: true,
  visit(pair, report) {
    for (const keyword of KEYS) {
      const [b, h] = [hasOwn(pair.base, keyword), hasOwn(pair.head, keyword)];
      if ((!b && !h) || (b && h && sameSchema(pair.base[keyword], pair.head[keyword]))) continue;
      const shown = (has: boolean, v: unknown) => (has ? show(v) : 'none');
      report({
        pointer: joinPointer(pair.pointer, keyword),
        data: { keyword, from: shown(b, pair.base[keyword]), to: shown(h, pair.head[keyword]) },
        ...(h ? {} : { at: { side: 'base' as const, node: pair.base } }),
      });
    }
  },
});
