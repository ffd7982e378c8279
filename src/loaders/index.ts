export * from './load.js';
export type { DialectLoader, DialectInput, DialectOutput } from './dialect.js';
export { DIALECT_LOADERS } from './dialects/index.js';
export type { ParsedSource } from './parse/json.js';
export { combineRegistries } from './combine.js';
export { DEFAULT_PARSE_LIMITS, isStackOverflow, type ParseLimits } from './parse/limits.js';
