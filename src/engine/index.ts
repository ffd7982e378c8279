export * from './rule.js';
export * from './finding.js';
export * from './config.js';
export * from './lint.js';
export * from './walk.js';
export * from './refs.js';
export { resolveRuleOptions } from './options.js';
export * from './docs.js';
export * from './schema-path.js';
