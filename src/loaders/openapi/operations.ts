import { isObject } from '../../model/index.js';
import { notice, type Located, type OpenApiContext } from './context.js';
import type { Operation } from './operation.js';
import { child, deref } from './resolve.js';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Every operation under `paths`, in document order. Path items given by `$ref` are followed.
 * Webhooks (3.1) and callbacks are requests the API makes, not calls a model can make, so
 * they are not tools.
 */
export function collectOperations(ctx: OpenApiContext, root: Located): Operation[] {
  const paths = child(root, 'paths');
  if (paths.value === undefined) return [];
  if (!isObject(paths.value)) {
    notice(ctx, 'openapi-paths', '"paths" is not an object; the document has no operations', paths);
    return [];
  }
  const out: Operation[] = [];
  for (const path of Object.keys(paths.value)) {
    const pathItem = deref(ctx, child(paths, path));
    if (!pathItem) continue; // deref left a notice
    if (!isObject(pathItem.value)) {
      notice(ctx, 'openapi-path-item', `path "${path}" is not an object; it has no operations`, pathItem);
      continue;
    }
    for (const key of Object.keys(pathItem.value)) {
      if (!METHODS.has(key)) continue;
      const operation = child(pathItem, key);
      // Still a tool, so that it is counted and named; what it lacks is this notice's to say.
      if (!isObject(operation.value))
        notice(ctx, 'openapi-operation', `the ${key} operation of path "${path}" is not an object; it has no name, description or parameters`, operation);
      out.push({ path, method: key, pathItem, operation });
    }
  }
  return out;
}
