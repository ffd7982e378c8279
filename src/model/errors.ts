import type { Position } from './types.js';

/** Codes of the failures toolslint knows; each comes with one sentence for the user. */
export type ErrorCode = 'usage' | 'config' | 'read' | 'encoding' | 'parse' | 'shape' | 'limit' | 'ref' | 'internal';

/**
 * A failure toolslint expected and can explain in one sentence, naming the file and place.
 * Anything that is not a ToolslintError is a bug and is reported as one.
 */
export class ToolslintError extends Error {
  readonly code: ErrorCode;
  readonly file?: string;
  readonly position?: Position;

  constructor(code: ErrorCode, message: string, where?: { file?: string; position?: Position }) {
    super(message);
    this.name = 'ToolslintError';
    this.code = code;
    this.file = where?.file;
    this.position = where?.position;
  }
}

export function isToolslintError(error: unknown): error is ToolslintError {
  return error instanceof ToolslintError;
}
