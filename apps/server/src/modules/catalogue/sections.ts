import {
  type Art,
  CATALOGUE_LIMITS,
  HOME_SECTION_KINDS,
  type HomeSectionKind,
  type VodKind,
  vodKindSchema,
} from '@kickoff/contract';
import { z } from 'zod';
import type { LocalizedText } from '../../db/schema/index.js';

/**
 * What the `config` jsonb of a page_sections row holds. The demo seeder and the operators write it;
 * the services read it leniently: a setting that cannot be read takes its default, an item that
 * cannot be read is left out — a section never fails the page. Text is `{ ja, ko?, en? }` or a string.
 *
 * Home page (`page = 'home'`), by `kind` (the aliases in brackets are read the same way):
 *   live_now [live]          { limit? }                 lives on air (status 1) with their games
 *   today [schedule]         { limit? }                 games starting today (Japan time)
 *   vod_latest               { limit?, kinds? }         newest VODs, optionally of some kinds only
 *   vod_popular              { limit?, days? }          most viewed VODs of the last `days` (30)
 *   [vod]                    `sort: 'views'` → vod_popular, otherwise vod_latest
 *   vod_league [league]      { leagueId, limit? }       newest VODs of one league
 *   origins [origin]         { limit?, originIds? }     original programmes (all, or these in order)
 *   themes [theme]           { limit?, themeIds? }      curated themes (all, or these in order)
 *   news                     { limit? }                 latest news posts
 *   banner                   { slot?, items?: Banner[] } or one Banner's fields: a banner carousel
 *   ad                       { slot? }                  an ad slot
 *   Banner = { imgUrl?, title?, text? (or body?), link?, art?: { from, to, motif? } or colors?: [a, b] }
 * `limit` defaults to CATALOGUE_LIMITS.homeRailItems (at most homeRailMax).
 *
 * Intro page (`page = 'intro'`, any kind: hero, features, leagues, devices, plans, faq …):
 *   { list?: IntroItem[], cta?: { label, link }, …other plain settings (answered as `params`) }
 *   IntroItem = { imgUrl?, title?, text? (or body?), link?, icon?, key? (or plan?), price?, annual?,
 *                 leagueId? (the league's name and colours fill in), art? or colors? }
 */

const textSchema = z.union([
  z.string().transform((ja): LocalizedText => ({ ja })),
  z.object({ ja: z.string(), ko: z.string().optional(), en: z.string().optional() }),
]);
const optionalText = textSchema.nullish().catch(null);
const optionalString = z.string().nullish().catch(null);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = idSchema.nullish().catch(null);
const colors = z.tuple([z.string(), z.string()]);

/** `art: { from, to, motif }` or `colors: [a, b]`, as the contract's art. */
const artOf = (value: {
  art?: { from: string; to: string; motif?: string | null | undefined } | null | undefined;
  colors?: [string, string] | null | undefined;
}): Art | null => {
  if (value.art) return { colors: [value.art.from, value.art.to], motif: value.art.motif ?? null };
  return value.colors ? { colors: value.colors, motif: null } : null;
};
const artFields = {
  art: z.object({ from: z.string(), to: z.string(), motif: z.string().nullish() }).nullish().catch(null),
  colors: colors.nullish().catch(null),
};

/** Reads each element on its own: the unreadable ones are left out. */
const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((list) =>
      list.flatMap((v) => {
        const parsed = item.safeParse(v);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

// ── Home ────────────────────────────────────────────────────────────────────────────────────
const bannerItemSchema = z
  .object({
    imgUrl: optionalString,
    title: optionalText,
    text: optionalText,
    body: optionalText,
    link: optionalString,
    ...artFields,
  })
  .transform((b) => ({
    imgUrl: b.imgUrl || null,
    title: b.title ?? null,
    text: b.text ?? b.body ?? null,
    link: b.link || null,
    art: artOf(b),
  }));
export type BannerConfig = z.output<typeof bannerItemSchema>;

const homeConfigSchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_LIMITS.homeRailMax)
    .catch(CATALOGUE_LIMITS.homeRailItems)
    .default(CATALOGUE_LIMITS.homeRailItems),
  leagueId: optionalId,
  kinds: z.array(vodKindSchema).min(1).nullish().catch(null),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .catch(CATALOGUE_LIMITS.popularDays)
    .default(CATALOGUE_LIMITS.popularDays),
  originIds: z.array(idSchema).nullish().catch(null),
  themeIds: z.array(idSchema).nullish().catch(null),
  slot: z.string().min(1).catch('main').default('main'),
  items: lenientList(bannerItemSchema),
});

/** A home section as the service resolves it: its kind, read through the aliases, and its settings. */
export interface HomeSectionPlan {
  id: number;
  keyName: string;
  kind: HomeSectionKind;
  title: LocalizedText | null;
  limit: number;
  leagueId: number | null;
  kinds: VodKind[] | null;
  days: number;
  /** originIds or themeIds: these, in this order (null: all in their order). */
  ids: number[] | null;
  slot: string;
  banners: BannerConfig[];
}

/** A row of page_sections as the repository answers it. */
export interface SectionRow {
  id: number;
  keyName: string;
  kind: string;
  title: LocalizedText | null;
  config: Record<string, unknown>;
}

const KIND_ALIASES: Record<string, HomeSectionKind> = {
  live: 'live_now',
  schedule: 'today',
  league: 'vod_league',
  origin: 'origins',
  theme: 'themes',
};

const isHomeSectionKind = (kind: string): kind is HomeSectionKind =>
  (HOME_SECTION_KINDS as readonly string[]).includes(kind);

/** The plan of a home section, or null for a kind this server does not know (left out). */
export function planHomeSection(row: SectionRow): HomeSectionPlan | null {
  const config = row.config && typeof row.config === 'object' ? row.config : {};
  const kind = isHomeSectionKind(row.kind)
    ? row.kind
    : row.kind === 'vod'
      ? config.sort === 'views'
        ? 'vod_popular'
        : 'vod_latest'
      : KIND_ALIASES[row.kind];
  if (!kind) return null;
  const parsed = homeConfigSchema.safeParse(config);
  const c = parsed.success ? parsed.data : homeConfigSchema.parse({});
  const single = bannerItemSchema.safeParse(config);
  const banners = c.items.length > 0 || !single.success ? c.items : [single.data];
  return {
    id: row.id,
    keyName: row.keyName,
    kind,
    title: row.title,
    limit: c.limit,
    leagueId: c.leagueId ?? null,
    kinds: c.kinds ?? null,
    days: c.days,
    ids: (kind === 'origins' ? c.originIds : kind === 'themes' ? c.themeIds : null) ?? null,
    slot: c.slot,
    banners: kind === 'banner' ? banners.filter((b) => b.imgUrl || b.title || b.text || b.art) : [],
  };
}

/**
 * The home layout when no home sections are configured (a fresh database): every rail once, in the
 * order a sports service shows them. Negative ids never collide with stored sections.
 */
export const DEFAULT_HOME_SECTIONS: SectionRow[] = [
  { kind: 'live_now', keyName: 'live', title: { ja: 'ライブ配信中', ko: '라이브 중', en: 'Live now' } },
  { kind: 'today', keyName: 'today', title: { ja: '今日の試合', ko: '오늘의 경기', en: "Today's games" } },
  { kind: 'vod_latest', keyName: 'latest', title: { ja: '新着動画', ko: '최신 영상', en: 'Latest videos' } },
  { kind: 'ad', keyName: 'ad-main', title: null },
  { kind: 'vod_popular', keyName: 'popular', title: { ja: '人気の動画', ko: '인기 영상', en: 'Popular' } },
  { kind: 'origins', keyName: 'origins', title: { ja: 'オリジナル番組', ko: '오리지널', en: 'Originals' } },
  { kind: 'themes', keyName: 'themes', title: { ja: '特集', ko: '테마', en: 'Themes' } },
  { kind: 'news', keyName: 'news', title: { ja: 'ニュース', ko: '뉴스', en: 'News' } },
].map((s, i) => ({ ...s, id: -(i + 1), config: {} }));

// ── Intro ───────────────────────────────────────────────────────────────────────────────────
const introItemSchema = z
  .object({
    imgUrl: optionalString,
    title: optionalText,
    text: optionalText,
    body: optionalText,
    link: optionalString,
    icon: optionalString,
    key: optionalString,
    plan: optionalString,
    price: z.number().int().nullish().catch(null),
    annual: z.number().int().nullish().catch(null),
    leagueId: optionalId,
    ...artFields,
  })
  .transform((i) => ({
    imgUrl: i.imgUrl || null,
    title: i.title ?? null,
    text: i.text ?? i.body ?? null,
    link: i.link || null,
    icon: i.icon || null,
    key: i.key || i.plan || null,
    price: i.price ?? null,
    annualPrice: i.annual ?? null,
    leagueId: i.leagueId ?? null,
    art: artOf(i),
  }));

const introConfigSchema = z.object({
  list: lenientList(introItemSchema),
  cta: z.object({ label: textSchema, link: z.string() }).nullish().catch(null),
});

/** An intro section's items, call to action and plain settings. */
export function readIntroSection(config: Record<string, unknown>) {
  const source = config && typeof config === 'object' ? config : {};
  const parsed = introConfigSchema.safeParse(source);
  const c = parsed.success ? parsed.data : { list: [], cta: null };
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'list' || key === 'cta') continue;
    if (typeof value === 'string' || typeof value === 'boolean') params[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) params[key] = value;
  }
  return { list: c.list, cta: c.cta ?? null, params };
}
