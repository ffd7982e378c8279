import type { DialectLoader } from '../dialect.js';
import { OPENAPI_LOADERS } from '../openapi/index.js';
import { anthropic } from './anthropic.js';
import { dockerMcp } from './docker-mcp.js';
import { gemini } from './gemini.js';
import { mcp } from './mcp.js';
import { openaiChat } from './openai-chat.js';
import { openaiFunctions } from './openai-functions.js';
import { openaiResponses } from './openai-responses.js';
import { registry } from './registry.js';
import { vscode } from './vscode.js';

/**
 * Every dialect toolslint reads. Detection asks each one how sure it is and takes the most
 * certain; ties go to the one listed first, so more specific shapes come first.
 *
 * Scores, roughly: a declared version key (OpenAPI) 100; a distinctive document key
 * (Gemini `functionDeclarations`) 40; a whole-document shape (one MCP tool, a package.json
 * with languageModelTools) 30; a list scores 10–20 by the share of its elements in the
 * dialect's shape, so the majority shape wins, +5 for list context (a `functions` key, MCP
 * paging or JSON-RPC); a plain registry 15–25 with governance fields or a top-level
 * name/version, else 2 as the fallback for lists no provider shape claims.
 */
export const DIALECT_LOADERS: readonly DialectLoader[] = [
  ...OPENAPI_LOADERS,
  gemini,
  vscode,
  dockerMcp,
  openaiChat,
  openaiResponses,
  anthropic,
  mcp,
  openaiFunctions,
  registry,
];
