export * from './types.js';
export { diffRegistries, type DiffOptions } from './diff.js';
export { CHECK_INFOS, checkInfos } from './registry.js';
export { codeSpan } from './change.js';
export { CHECKS } from './checks/index.js';
export type { Check, SchemaCheck, ToolCheck, OpinionCheck, NodePair, ToolPair } from './check.js';
export { declaredBump, requiredBump, strongerBump, bumpAtLeast } from './semver.js';
export type { SecondOpinion, Question } from './second-opinion.js';
