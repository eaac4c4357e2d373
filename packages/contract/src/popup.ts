import { z } from 'zod';
import { envelope } from './common.js';
import { tokyoDateString } from './tokyo-time.js';

// ── Layer popups (spec §2 "Layer popup", §3 Popup, §4 popup rules) ─────────────────────────

/** Kind 1: image popup (top and bottom image, each linked); kind 2: system notice (title, content). */
export const POPUP_KIND = { IMAGE: 1, NOTICE: 2 } as const;

export const popupSchema = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  /** The "don't show for N days" choice offered: 1, 3 or 7; 0 = today only. */
  days: z.number().int(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  imgUrlTop: z.string().nullable(),
  imgUrlBottom: z.string().nullable(),
  /** Link type of the top image (see `popupLinkTo`), and its target id. */
  link1: z.string().nullable(),
  link1Id: z.string().nullable(),
  link2: z.string().nullable(),
  link2Id: z.string().nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

/** GET /popup?path=/: the popups active now for that page (`/` or `/intro`). */
export const popupQuerySchema = z.object({
  path: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/[A-Za-z0-9_\-/]*$/, 'must be a path')
    .transform((p) => (p.length > 1 ? p.replace(/\/+$/, '') || '/' : p))
    .default('/'),
});
export const popupListResponse = envelope(z.array(popupSchema));
export const popupIdParamsSchema = z.object({
  id: z.coerce.number<number>().int().positive().max(2_147_483_647),
});
export const popupCountResponse = envelope(z.object({ id: z.number().int(), views: z.number().int() }));

/** The popups' own page: an image popup never shows there (spec §4). */
export const INTRO_PATH = '/intro';

/**
 * Spec §4: when popups arrive, the one of kind 2 is taken, else the first; none means hidden. On /intro
 * a kind-1 popup is never shown (so the answer there is a kind 2 or nothing).
 */
export function choosePopup<T extends Pick<Popup, 'kind'>>(
  list: readonly T[] | null | undefined,
  path?: string,
): T | null {
  if (!list || list.length === 0) return null;
  const chosen = list.find((p) => p.kind === POPUP_KIND.NOTICE) ?? list[0] ?? null;
  if (chosen && path === INTRO_PATH && chosen.kind === POPUP_KIND.IMAGE) return null;
  return chosen;
}

/** The do-not-show choice kept locally (spec §3 `preventPopup {id, endDate}`); endDate is YYYY-MM-DD. */
export const preventPopupSchema = z.object({ id: z.number().int(), endDate: z.string() });
export type PreventPopup = z.infer<typeof preventPopupSchema>;

/**
 * Whether a stored value has the shape of preventPopupSchema. Without zod: the home page reads it on
 * its first load, which carries no schema library (issue 13); a contract test holds it to the schema.
 */
export function isPreventPopup(value: unknown): value is PreventPopup {
  if (typeof value !== 'object' || value === null) return false;
  const { id, endDate } = value as Record<string, unknown>;
  return Number.isInteger(id) && typeof endDate === 'string';
}

/** A day as YYYY-MM-DD: a Date is read as its Tokyo day, a string is taken as it is. */
const dayOf = (today: Date | string) => (typeof today === 'string' ? today : tokyoDateString(today));

/**
 * Spec §4: the last day a popup stays hidden = today + (days − 1); today when days is absent or 0
 * (a negative or fractional number counts as absent). Answers YYYY-MM-DD.
 */
export function popupHideUntil(today: Date | string, days?: number | null): string {
  const day = dayOf(today);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const n = typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : 1;
  const end = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n - 1));
  return end.toISOString().slice(0, 10);
}

/**
 * Spec §4: a popup the member chose not to see stays hidden until the stored end date has passed (the
 * end date itself is still hidden), or until a popup with a different id arrives.
 */
export function isPopupHidden(
  prefs: PreventPopup | null | undefined,
  popup: Pick<Popup, 'id'>,
  today: Date | string,
): boolean {
  if (!prefs || prefs.id !== popup.id) return false;
  return dayOf(today) <= prefs.endDate;
}

/**
 * Where a popup link leads (spec §3 popup action payload: linkType, linkId, linkTo). Known link types
 * open a page of the app; `url` opens linkId as an external address; anything else leads nowhere.
 */
export function popupLinkTo(linkType: string | null, linkId: string | null): string | null {
  const id = linkId ? encodeURIComponent(linkId) : '';
  switch (linkType) {
    case 'vod':
      return id ? `/player?type=vod&id=${id}` : null;
    case 'channel':
      return id ? `/player?type=channel&id=${id}` : null;
    case 'live':
      return id ? `/live?type=live&id=${id}` : null;
    case 'league':
      return id ? `/league/${id}` : null;
    case 'notice':
      return id ? `/help/notice/${id}` : null;
    case 'event':
      return id ? `/help/event/${id}` : null;
    case 'schedule':
      return '/schedule/0';
    case 'purchase':
      return '/purchase';
    case 'url':
      return linkId && /^https:\/\//.test(linkId) ? linkId : null;
    default:
      return null;
  }
}
