import type { DialectLoader } from '../dialect.js';

/** OpenAPI 3.0, 3.1 and Swagger 2.0: each operation is a tool. */
export const OPENAPI_LOADERS: readonly DialectLoader[] = [];
