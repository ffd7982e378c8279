import { hasOwn, isObject, safeString } from '../../model/index.js';
import type { OpenApiVersion } from './context.js';

/**
 * The OpenAPI version a document declares and how sure that makes us. The version field alone
 * is decisive: no tool list has a top-level `openapi` or `swagger` key.
 */
export function detectOpenApi(value: unknown): { version: OpenApiVersion; score: number } | undefined {
  if (!isObject(value)) return undefined;
  if (hasOwn(value, 'swagger')) {
    // YAML reads an unquoted `swagger: 2.0` as the number 2.
    const v = safeString(value.swagger);
    return v === '2.0' || v === '2' ? { version: '2.0', score: 100 } : undefined;
  }
  if (!hasOwn(value, 'openapi') || (typeof value.openapi !== 'string' && typeof value.openapi !== 'number')) return undefined;
  const v = safeString(value.openapi).trim();
  if (/^3\.0(\.|$)/.test(v) || v === '3') return { version: '3.0', score: 100 };
  if (/^3\.1(\.|$)/.test(v)) return { version: '3.1', score: 100 };
  // Later 3.x versions only add to 3.1, so they are read as 3.1 rather than refused.
  if (/^3\.\d+(\.|$)/.test(v)) return { version: '3.1', score: 60 };
  return undefined;
}
