import type { Dialect } from '../../model/index.js';
import type { DialectLoader } from '../dialect.js';
import type { OpenApiVersion } from './context.js';
import { detectOpenApi } from './detect.js';
import { loadOpenApi } from './load.js';
import { notThisDialect } from '../dialects/list-loader.js';

function openApiLoader(id: Dialect, version: OpenApiVersion, label: string): DialectLoader {
  return {
    id,
    label,
    detect(value) {
      const seen = detectOpenApi(value);
      return seen?.version === version ? seen.score : 0;
    },
    reason: () => (version === '2.0' ? 'the document declares `swagger: "2.0"`' : `the document declares \`openapi: ${version}\``),
    load(input) {
      // Told to read a document as OpenAPI, one that declares no OpenAPI version is refused
      // rather than read as an API with no operations.
      if (!detectOpenApi(input.document.value)) throw notThisDialect(input.document, label);
      return loadOpenApi(input, id, version);
    },
  };
}

/** OpenAPI 3.0, 3.1 and Swagger 2.0: each operation is a tool. */
export const OPENAPI_LOADERS: readonly DialectLoader[] = [
  openApiLoader('openapi-3.1', '3.1', 'an OpenAPI 3.1 document'),
  openApiLoader('openapi-3.0', '3.0', 'an OpenAPI 3.0 document'),
  openApiLoader('swagger-2.0', '2.0', 'a Swagger 2.0 document'),
];
