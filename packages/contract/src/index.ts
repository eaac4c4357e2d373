export * from './common.js';
export * from './errors.js';
export * from './help.js';
export * from './limits.js';
export * from './scope.js';
