import { z } from 'zod';
import type { pageSections, popups } from '../../db/schema/index.js';
import { l10nSchema, readContent } from '../content.js';
import { messages } from '../messages.js';
import type { Build } from './model.js';

export type SectionRow = typeof pageSections.$inferInsert;
export type PopupRow = typeof popups.$inferInsert;

/** Where the web draws generated art from (there are no image files): an /api/v2/art path, or null for the default image. */
const art = (path: string | null) => (path ? `/api/v2/art/${path}` : null);

const sectionSchema = z.strictObject({
  keyName: z.string(),
  kind: z.string(),
  title: l10nSchema.nullable(),
  config: z.record(z.string(), z.unknown()),
  active: z.boolean().optional(),
});
type Section = z.output<typeof sectionSchema>;
/** catalogue/pages.json: the home and intro sections in order, with their texts and fixed settings. */
const PAGES = readContent(
  'catalogue/pages.json',
  z.strictObject({ home: z.array(sectionSchema), intro: z.array(sectionSchema) }),
);

const popup = messages('catalogue/popups.json', {
  finalDay: [],
  maintenanceTitle: ['day'],
  maintenanceContent: ['date', 'from', 'to'],
});

/** A home section of catalogue/pages.json by key name (the benchmark reuses the generic ones). */
export function homeSection(keyName: string): Section {
  const found = PAGES.home.find((s) => s.keyName === keyName);
  if (!found) throw new Error(`demo content catalogue/pages.json: no home section "${keyName}"`);
  return found;
}

/**
 * Home (`/home/web`) and intro (`/introsection/web`) sections. `config` says what fills each one:
 * a league (`leagueKey`, to which the seeder adds its `leagueId`), a sort and a limit for VOD rails, the
 * origins or themes by id, ad slots. Intro items carry `imgUrl` (null → the web's default image) and `art`
 * colours to draw from. The ids are added here; the rest is data.
 */
export function buildSections(
  b: Build,
  ids: { originIds: number[]; themeIds: number[]; faqCategory: string },
): SectionRow[] {
  const leagueId = (key: string) => {
    const id = b.leagueIds.get(key);
    if (id === undefined) throw new Error(`demo content catalogue/pages.json: no league "${key}"`);
    return id;
  };
  const leagueItems = ['neo1', 'pbl', 'bnext', 'neo2', 'seiran'].map((key, i) => ({
    leagueId: leagueId(key),
    imgUrl: i < 3 ? art(`league/${key}`) : null,
  }));
  const computed: Record<string, Record<string, unknown>> = {
    origin_rail: { originIds: ids.originIds },
    theme_rail: { themeIds: ids.themeIds },
    faq: { faqCategory: ids.faqCategory },
    leagues: { leagueIds: leagueItems.map((x) => x.leagueId), list: leagueItems },
  };
  const rows = (page: 'home' | 'intro', sections: Section[]): SectionRow[] =>
    sections.map(({ keyName, kind, title, config, active }, i) => {
      const league = typeof config.leagueKey === 'string' ? { leagueId: leagueId(config.leagueKey) } : {};
      const filled = { ...config, ...league, ...computed[keyName] };
      return { page, keyName, kind, title, config: filled, orderNo: i + 1, active: active ?? true };
    });
  return [...rows('home', PAGES.home), ...rows('intro', PAGES.intro)];
}

/**
 * The two layer popups: an image popup for the Neo League final day (top image → link type `league`,
 * id `neo1`, i.e. /league/neo1; bottom image → link type `purchase`; hide for 7 days; home only) and
 * the maintenance notice of the help notices (day +3, 02:00–06:00; hide for a day; home and intro).
 */
export function buildPopups(b: Build): PopupRow[] {
  const { t } = b;
  const start = t.at(3, 2);
  const end = t.at(3, 6);
  return [
    {
      kind: 1,
      days: 7,
      title: popup('finalDay'),
      content: null,
      imgUrlTop: art('popup/neo-final'),
      imgUrlBottom: art('popup/premium'),
      link1: 'league',
      link1Id: 'neo1',
      link2: 'purchase',
      link2Id: null,
      paths: ['/'],
      startAt: t.at(-2, 12),
      endAt: t.at(6, 17),
      active: true,
    },
    {
      kind: 2,
      days: 1,
      title: popup('maintenanceTitle', { day: t.md(start) }),
      content: popup('maintenanceContent', { date: t.date(start), from: t.hm(start), to: t.hm(end) }),
      imgUrlTop: null,
      imgUrlBottom: null,
      link1: null,
      link1Id: null,
      link2: null,
      link2Id: null,
      paths: ['/', '/intro'],
      startAt: t.at(-2, 15),
      endAt: end,
      active: true,
    },
  ];
}
