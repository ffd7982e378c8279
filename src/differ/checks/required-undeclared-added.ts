import { isObject, joinPointer, type JsonObject } from '../../model/index.js';
import { defineSchemaCheck } from '../check.js';

/** The names a node's `required` lists that none of its `properties` declares. */
function undeclared(node: JsonObject): string[] {
  if (!Array.isArray(node.required)) return [];
  const declared = isObject(node.properties) ? node.properties : {};
  return node.required.filter((name): name is string => typeof name === 'string' && !Object.prototype.hasOwnProperty.call(declared, name));
}

/**
 * A name added to `required` that no property declares: the parameter checks see only declared
 * properties, and a call that leaves the key out is still rejected. Names that were already
 * required, declared or not, are not a change.
 */
export default defineSchemaCheck({
  id: 'required-undeclared-added',
  description: 'a name no property declares was added to `required`',
  area: 'required',
  effect: 'narrows',
  action: 'added',
  input: {
    level: 'breaking',
    bump: 'major',
    message: '`{{name}}` was added to `required` of {{subject}}, which declares no such property: calls that leave it out are rejected.',
    migration: 'Send `{{name}}` in {{subject}}: it is now required, though no parameter describes it.',
  },
  output: {
    id: 'output-required-undeclared-added',
    level: 'info',
    bump: 'minor',
    message: '`{{name}}` was added to `required` of {{subject}}, which declares no such property: it is now always returned.',
  },
  visit(pair, report) {
    const before = new Set(Array.isArray(pair.base.required) ? pair.base.required : []);
    for (const name of undeclared(pair.head)) {
      if (before.has(name)) continue;
      const index = (pair.head.required as unknown[]).indexOf(name);
      report({ pointer: joinPointer(pair.pointer, 'required', index), at: { side: 'head', node: pair.head }, data: { name } });
    }
  },
});
