/**
 * The engine: the runner and the rule API. Rules import `defineRule` and the rule types from
 * here, and the helpers they share from the kit (`src/kit/index.js`).
 */
export * from './rule.js';
export * from './finding.js';
export * from './config.js';
export * from './lint.js';
export { resolveRuleOptions } from './options.js';
export * from './docs.js';
export * from './suppress.js';
export * from './fix.js';
// Kit helpers other layers still take from here (the differ, `toolslint stats`); rules take
// them from the kit.
export { editDistance, estimateRegistryTokens, resolveRef } from '../kit/index.js';
