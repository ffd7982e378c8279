import type { DialectLoader } from '../dialect.js';
import { OPENAPI_LOADERS } from '../openapi/index.js';
import { openaiChat } from './openai-chat.js';

/**
 * Every dialect toolslint reads. Detection asks each one how sure it is and takes the most
 * certain; ties go to the one listed first, so more specific shapes come first.
 */
export const DIALECT_LOADERS: readonly DialectLoader[] = [...OPENAPI_LOADERS, openaiChat];
