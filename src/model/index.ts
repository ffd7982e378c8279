export * from './types.js';
export * from './pointer.js';
export * from './guards.js';
export * from './errors.js';
export * from './classify.js';
export * from './paths.js';
export * from './edit-distance.js';
export * from './numbers.js';
