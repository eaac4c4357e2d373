import { LIMITS } from './limits.js';
import type { Scope } from './scope.js';

// ── Renditions: the HLS ladder every source is encoded to (ARCHITECTURE.md, "How video flows") ─────

/**
 * The ladder, lowest first. Every source becomes these three renditions (H.264 + AAC, 2-second fMP4
 * segments); a pass allows a prefix of them (decisions.md: 720p30 for free and basic members, 1080p60
 * for premium). `bandwidth` is the peak bits per second the master playlist announces.
 */
export const RENDITIONS = [
  { id: '360p30', width: 640, height: 360, fps: 30, videoKbps: 800, audioKbps: 96, bandwidth: 1_100_000 },
  { id: '720p30', width: 1280, height: 720, fps: 30, videoKbps: 2_800, audioKbps: 128, bandwidth: 3_300_000 },
  {
    id: '1080p60',
    width: 1920,
    height: 1080,
    fps: 60,
    videoKbps: 6_000,
    audioKbps: 128,
    bandwidth: 7_000_000,
  },
] as const;

export type Rendition = (typeof RENDITIONS)[number];
export type RenditionId = Rendition['id'];
export const RENDITION_IDS = RENDITIONS.map((r) => r.id) as [RenditionId, ...RenditionId[]];

/** The rendition with this id, or undefined for anything else. */
export function renditionOf(id: string): Rendition | undefined {
  return RENDITIONS.find((r) => r.id === id);
}

/** The renditions up to and including `max`, lowest first: what a pass with that quality may play. */
export function renditionsUpTo(max: RenditionId): Rendition[] {
  const top = RENDITIONS.findIndex((r) => r.id === max);
  return RENDITIONS.slice(0, top + 1);
}

/** Whether `rendition` is within `max`. */
export function allowsRendition(max: RenditionId, rendition: string): boolean {
  return renditionsUpTo(max).some((r) => r.id === rendition);
}

/** decisions.md "max quality": 1080p60 with a premium pass, 720p30 for everyone else. */
export function maxQualityOf(scope: Scope): RenditionId {
  return scope.PREMIUM ? '1080p60' : '720p30';
}

/** The quality a premium pass adds (the player's upgrade prompt names it). */
export const PREMIUM_QUALITY: RenditionId = '1080p60';

// ── Entitlement: what a viewer may play of one piece of content (spec §4, §6; decisions.md) ─────────

/** What can be played: a VOD, a live (a match's broadcast), a TV channel. */
export const CONTENT_TYPES = ['vod', 'live', 'channel'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The facts about a piece of content the rule needs. */
export interface EntitledContent {
  type: ContentType;
  /** Free-flagged content plays in full for every member. Channels are never free. */
  free: boolean;
  /** A VOD's preview clip (spec §3 clipId) exists. */
  hasClip: boolean;
}

/**
 * The decision:
 * - `full`: the whole content;
 * - `clip`: a non-free VOD without VOD scope plays its preview clip instead (spec §4);
 * - `timed`: a non-free live without LIVE scope, or a channel without CH scope, plays
 *   `previewSeconds`, then "preview ended" with the upgrade prompt (decisions.md). This is the
 *   preview's whole length: the server keeps when each member's preview began and answers what is
 *   left of it (the server's playback module, previews.service.ts);
 * - `denied`: nothing — `LOGIN_REQUIRED` for a logged-out visitor, `PASS_REQUIRED` for a paid VOD
 *   that has no preview clip.
 * `maxQuality` caps the renditions of every playable decision.
 */
export type Entitlement =
  | { mode: 'full'; maxQuality: RenditionId }
  | { mode: 'clip'; maxQuality: RenditionId }
  | { mode: 'timed'; maxQuality: RenditionId; previewSeconds: number }
  | { mode: 'denied'; reason: 'LOGIN_REQUIRED' | 'PASS_REQUIRED' };

/** The scope flag that unlocks each content type in full. */
const UNLOCKED_BY = { vod: 'VOD', live: 'LIVE', channel: 'CH' } as const satisfies Record<
  ContentType,
  keyof Scope
>;

/**
 * The one entitlement rule, used by the video-info service (which signs the playback URL from it) and
 * unit tested as a table of viewer × content. `viewer` is null for a logged-out visitor.
 */
export function entitlementOf(viewer: { scope: Scope } | null, content: EntitledContent): Entitlement {
  if (!viewer) return { mode: 'denied', reason: 'LOGIN_REQUIRED' };
  const maxQuality = maxQualityOf(viewer.scope);
  const free = content.free && content.type !== 'channel';
  if (free || viewer.scope[UNLOCKED_BY[content.type]]) return { mode: 'full', maxQuality };
  if (content.type === 'vod') {
    return content.hasClip ? { mode: 'clip', maxQuality } : { mode: 'denied', reason: 'PASS_REQUIRED' };
  }
  return { mode: 'timed', maxQuality, previewSeconds: LIMITS.livePreviewSeconds };
}
