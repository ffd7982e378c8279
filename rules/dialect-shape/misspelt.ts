import { metaKeyOf } from '../../src/kit/index.js';
import { closest } from '../../src/model/index.js';

/**
 * Every key some dialect reads on a tool definition, extension fields included. A key that is
 * none of these is left alone (registries carry their own fields), unless it is a likely
 * misspelling of one: then what was meant is silently missing (`descripton`).
 */
const KNOWN = [
  'type',
  'function',
  'name',
  'title',
  'description',
  'strict',
  'parameters',
  'input_schema',
  'inputSchema',
  'parametersJsonSchema',
  'parameters_json_schema',
  'outputSchema',
  'output_schema',
  'response',
  'responseJsonSchema',
  'response_json_schema',
  'behavior',
  'annotations',
  '_meta',
  'icons',
  'cache_control',
  'defer_loading',
  'input_examples',
  'modelDescription',
  'toolReferenceName',
  'displayName',
  'userDescription',
  'tags',
  'icon',
  'when',
  'canBeReferencedInPrompt',
  'arguments',
  'version',
  'deprecated',
  'sunset_date',
  'replacement',
  'cacheable',
  'cache_ttl',
  'estimated_tokens',
  'destructive',
  'changelog',
  'owner',
  'examples',
];
const NORMALIZED = new Set(KNOWN.map(metaKeyOf));

/** The known key `key` is likely a misspelling of, if any. */
export function misspeltKey(key: string): string | undefined {
  // `x-` fields are extensions by name; `sunsetDate` is `sunset_date` spelt another way.
  if (key.startsWith('x-') || NORMALIZED.has(metaKeyOf(key))) return undefined;
  return closest(key, KNOWN, key.length <= 5 ? 1 : 2);
}
