import { schemaPath } from '../schema-path.js';
import { type SchemaVisit } from '../walk.js';

/**
 * How a message names a schema node: `parameter "filters.status"`, or `the input schema` at
 * the root. Shared by the rules about schema keywords.
 */
export function patternWhere(visit: SchemaVisit): string {
  const path = schemaPath(visit);
  return path === '' ? `the ${visit.role} schema` : `parameter "${path}"`;
}
