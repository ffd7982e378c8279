/** The library: everything the CLI uses, for tools that embed toolslint. */
export * from './model/index.js';
export * from './engine/index.js';
export * from './kit/index.js';
export * from './loaders/index.js';
export * from './differ/index.js';
export * from './reporters/index.js';
export * from './config/index.js';
export { findTarget, PORTABLE_TARGET, selectTargets, TARGET_NAMES, TARGETS, type Limit, type Target, type TargetLimits } from './targets/index.js';
export { RULES } from '../rules/index.js';
export { main } from './cli/main.js';
