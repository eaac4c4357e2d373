// One file per domain; each table is declared once and imported by its repo.
export * from './account.js';
export * from './billing.js';
export * from './catalogue.js';
export * from './chat.js';
export * from './help.js';
export * from './media.js';
export * from './meta.js';
export * from './passes.js';
export * from './playback.js';
export * from './sandbox-pay.js';
