/**
 * The kit: the helpers rules share. Text and phrase matching, schema reading and paths, the
 * schema walker and `$ref` resolution, token estimates, the option schemas several rules use,
 * and the shared view of a registry (`view/`), which the engine makes once per registry and
 * hands to every rule as `context.view`. The kit imports only the model and the targets, never
 * the engine: the engine may import the kit.
 */
export * from './walk.js';
export * from './refs.js';
export * from './schema-path.js';
export * from './text.js';
export * from './schema-kit.js';
export * from './tokens.js';
export * from './places.js';
export * from './rule-options.js';
export * from './view/index.js';
export { editDistance, didYouMean } from '../model/index.js';
/** What rules read of the provider targets. */
export { findTarget, type Limit, type Target, type TargetLimits } from '../targets/index.js';
export { chooseMcpRevision } from '../targets/mcp-revision.js';
export { MCP_REVISIONS } from '../targets/mcp-schemas.js';
export { dialectOf, metaErrors, type CheckedDialect } from './dialects.js';
