import { hasOwn, isObject, safeString } from '../../model/index.js';
import type { Dialect, SourceRef, Tool } from '../../model/index.js';
import type { DialectInput, DialectOutput } from '../dialect.js';
import type { Located, OpenApiContext, OpenApiVersion } from './context.js';
import { claimName, deriveName } from './names.js';
import { declaredName, operationTool } from './operation.js';
import { collectOperations } from './operations.js';
import { child } from './resolve.js';

/** Loads one OpenAPI or Swagger document: one tool per operation, none dropped. */
export function loadOpenApi(input: DialectInput, dialect: Dialect, version: OpenApiVersion): DialectOutput {
  const ctx: OpenApiContext = { version, dialect, input, notices: [], made: new WeakMap() };
  const { document } = input;
  const root: Located = { value: document.value, file: document.file, pointer: '' };
  const operations = collectOperations(ctx, root);
  // Derived names must not take a name an operation declares, wherever it comes in the file.
  const declared = operations.map(declaredName);
  const taken = new Set(declared.filter((n): n is string => n !== undefined));
  const tools: Tool[] = operations.map((op, i) => {
    const name = declared[i];
    if (name !== undefined) return operationTool(ctx, op, name, false);
    return operationTool(ctx, op, claimName(deriveName(op.method, op.path), taken), true);
  });
  return { tools, ...registryInfo(child(root, 'info')), notices: ctx.notices };
}

function registryInfo(info: Located): { name?: string; version?: string; versionRef?: SourceRef } {
  const out: { name?: string; version?: string; versionRef?: SourceRef } = {};
  if (!isObject(info.value)) return out;
  if (typeof info.value.title === 'string') out.name = info.value.title;
  const v = hasOwn(info.value, 'version') ? info.value.version : undefined;
  // A number (`version: 1.0` in YAML) is kept as text; a rule reports it.
  if (typeof v === 'string' || typeof v === 'number') {
    out.version = safeString(v);
    out.versionRef = { file: info.file, pointer: `${info.pointer}/version` };
  }
  return out;
}
