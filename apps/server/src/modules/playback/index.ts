/** Playback (spec §3 video info, §4, §7) and continue watching. */
export type { MediaAssets } from './media-assets.js';
export { playbackRoutes } from './playback.routes.js';
export { createPlaybackServices } from './playback.services.js';
