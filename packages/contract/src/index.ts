// first: decides zod's JIT before any schema below is built (see zod-jitless.ts)
import './zod-jitless.js';

export * from './account.js';
export * from './birth-date.js';
export * from './catalogue.js';
export * from './channel.js';
export * from './chat-rules.js';
export * from './common.js';
export * from './endpoint-schemas.js';
export * from './endpoints.js';
export * from './errors.js';
export * from './events.js';
export * from './favorites.js';
export * from './format.js';
export * from './help.js';
export * from './limits.js';
export * from './live-status.js';
export * from './pagination.js';
export * from './popup.js';
export * from './push.js';
export * from './return-path.js';
export * from './safe-text.js';
export * from './schedule.js';
export * from './scope.js';
export * from './tokyo-time.js';
export * from './validation.js';
export * from './validation-schemas.js';
