import type { Dialect, JsonObject, SourceNotice } from '../../model/index.js';
import type { DialectInput } from '../dialect.js';

export type OpenApiVersion = '2.0' | '3.0' | '3.1';

/** A value and where it is written: the file and JSON pointer findings should name. */
export interface Located<T = unknown> {
  value: T;
  file: string;
  pointer: string;
}

/** What every step of loading one OpenAPI document shares. */
export interface OpenApiContext {
  version: OpenApiVersion;
  dialect: Dialect;
  input: DialectInput;
  notices: SourceNotice[];
  /**
   * Schema nodes the loader made from a user's node (a copy carrying the parameter's
   * description, a Swagger 2.0 parameter's keywords), keyed by the node they stand for so
   * that an operation sharing a `$ref`'d parameter gets the same object and the engine
   * visits it once.
   */
  made: WeakMap<object, JsonObject>;
}

export function notice(ctx: OpenApiContext, code: string, message: string, at: { file: string; pointer: string }): void {
  const doc = at.file === ctx.input.document.file ? ctx.input.document : ctx.input.getDocument(at.file);
  const position = doc?.locate(at.pointer);
  ctx.notices.push({ code, message, file: at.file, pointer: at.pointer, ...(position ? { position } : {}) });
}
