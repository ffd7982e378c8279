/**
 * The engine: the runner and the rule API. Rules import `defineRule` and the rule types from
 * here, and the helpers they share from the kit (`src/kit/index.js`).
 */
export * from './rule.js';
export * from './finding.js';
export * from './config.js';
export * from './lint.js';
export { optionsErrorsText, optionsValidator, resolveRuleOptions, usePrecompiledOptionsValidator } from './options.js';
export * from './docs.js';
export * from './suppress.js';
export * from './fix.js';
