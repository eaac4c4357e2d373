import {
  compactDateOf,
  type Home,
  type HomeSection,
  type HomeSectionKind,
  type IntroItem,
  type IntroSection,
  type Locale,
  type Top,
  tokyoDayRange,
  VOD_KINDS,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { createPresenter, DEFAULT_COLORS, groupBy, toMatchItems, type Viewer } from './catalogue.present.js';
import type { CatalogueRepo } from './catalogue.repo.js';
import type { HomeRepo } from './home.repo.js';
import type { NewsRepo } from './news.repo.js';
import {
  DEFAULT_HOME_SECTIONS,
  type HomeSectionPlan,
  planHomeSection,
  readIntroSection,
} from './sections.js';
import type { VodRepo } from './vod.repo.js';
import { presentOrigin, presentTheme } from './vod.service.js';

export interface HomeServiceDeps {
  catalogue: CatalogueRepo;
  home: HomeRepo;
  vods: Pick<VodRepo, 'newestOfKinds' | 'mostViewedSince' | 'leagueRails' | 'origins' | 'themes'>;
  news: Pick<NewsRepo, 'latest'>;
  clock: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * What to fetch for the sections that pick from a small editorial table (programmes, themes): the
 * ids they name, or every row when one of them names none, or the first rows when none names any.
 */
function editorialFilter(plans: HomeSectionPlan[]) {
  if (plans.length === 0) return null;
  if (plans.every((p) => p.ids)) return { ids: unique(plans.flatMap((p) => p.ids ?? [])) };
  if (plans.some((p) => p.ids)) return {};
  return { limit: Math.max(...plans.map((p) => p.limit)) };
}

/** A section's rows: the ids it names in that order, else the rows in their own order. */
function pickEditorial<T>(plan: HomeSectionPlan, rows: T[], idOf: (row: T) => number): T[] {
  if (!plan.ids) return rows.slice(0, plan.limit);
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return plan.ids.flatMap((id) => byId.get(id) ?? []).slice(0, plan.limit);
}

/** What the member's home depends on besides the catalogue (`homeVariant`). */
interface HomeVariant {
  key: string;
  scoreOn: boolean;
}

/** Home (/home/web), top bar (/top), game types (/game/type) and the visitors' intro (/introsection/web). */
export function createHomeService({ catalogue, home, vods, news, clock }: HomeServiceDeps) {
  /**
   * The home with every section resolved, in one language under one score setting (the same for
   * every member who shares both). One round of queries gathers each kind of section (a single query
   * per kind, whatever the number of sections or items), then one round completes the games (their
   * lives and VOD counts): the number of queries never grows with the data.
   */
  async function homeOf(locale: Locale, scoreOn: boolean): Promise<Home> {
    const p = createPresenter(locale, scoreOn);
    const stored = await home.sections('home');
    const plans = (stored.length > 0 ? stored : DEFAULT_HOME_SECTIONS).flatMap(
      (row) => planHomeSection(row) ?? [],
    );
    const of = (kind: HomeSectionKind) => plans.filter((s) => s.kind === kind);
    const most = (kind: HomeSectionKind) => Math.max(0, ...of(kind).map((s) => s.limit));
    const latestKinds = of('vod_latest').some((s) => !s.kinds)
      ? VOD_KINDS
      : unique(of('vod_latest').flatMap((s) => s.kinds ?? []));
    const leagueIds = unique(of('vod_league').flatMap((s) => (s.leagueId ? [s.leagueId] : [])));
    const originFilter = editorialFilter(of('origins'));
    const themeFilter = editorialFilter(of('themes'));
    const now = clock.now();
    const today = tokyoDayRange(compactDateOf(now));
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const widestDays = Math.max(0, ...of('vod_popular').map((s) => s.days));
    const none = Promise.resolve([]);

    // one round: a single query per kind of section
    const [liveRows, todayRows, latest, popular, leagueVods, leagueRows, origins, themes, posts] =
      await Promise.all([
        most('live_now') ? home.liveNow(now, most('live_now')) : none,
        most('today') ? home.gamesBetween(today.from, today.to, most('today')) : none,
        most('vod_latest') ? vods.newestOfKinds(latestKinds, most('vod_latest')) : none,
        most('vod_popular') ? vods.mostViewedSince(daysAgo(widestDays), most('vod_popular')) : none,
        leagueIds.length ? vods.leagueRails(leagueIds, most('vod_league')) : none,
        leagueIds.length ? catalogue.leaguesByIds(leagueIds) : none,
        originFilter ? vods.origins(originFilter) : none,
        themeFilter ? vods.themes(themeFilter) : none,
        most('news') ? news.latest(most('news')) : none,
      ]);

    // a second round completes the games: the lives' games, and the lives and VOD counts of today's
    const todayIds = new Set(todayRows.map((g) => g.id));
    const liveGameIds = unique(
      liveRows.flatMap((l) => (l.gameId !== null && !todayIds.has(l.gameId) ? [l.gameId] : [])),
    );
    const [liveGames, todayItems] = await Promise.all([
      catalogue.matchesByIds(liveGameIds),
      toMatchItems(todayRows, catalogue, p),
    ]);
    const gamesById = new Map([...todayRows, ...liveGames].map((g) => [g.id, g]));
    const vodsByLeague = groupBy(leagueVods, (v) => v.leagueId);
    const leaguesById = new Map(leagueRows.map((l) => [l.id, l]));

    const resolve = (s: HomeSectionPlan): HomeSection => {
      const base = { id: s.id, keyName: s.keyName, title: p.textOrNull(s.title) };
      switch (s.kind) {
        case 'live_now':
          return {
            ...base,
            kind: s.kind,
            lives: liveRows
              .slice(0, s.limit)
              .map((l) => p.liveItem(l, l.gameId === null ? undefined : gamesById.get(l.gameId))),
          };
        case 'today':
          return { ...base, kind: s.kind, games: todayItems.slice(0, s.limit) };
        case 'vod_latest': {
          const kinds = s.kinds;
          const rail = kinds ? latest.filter((v) => kinds.includes(v.kind)) : latest;
          return { ...base, kind: s.kind, vods: rail.slice(0, s.limit).map(p.vod) };
        }
        case 'vod_popular': {
          const since = daysAgo(s.days);
          const rail = popular.filter((v) => v.publishedAt >= since);
          return { ...base, kind: s.kind, vods: rail.slice(0, s.limit).map(p.vod) };
        }
        case 'vod_league': {
          const league = s.leagueId ? leaguesById.get(s.leagueId) : undefined;
          const rail = league ? (vodsByLeague.get(league.id) ?? []) : [];
          return {
            ...base,
            title: base.title ?? (league ? p.text(league.name) : null),
            kind: s.kind,
            league: league ? p.league(league) : null,
            vods: rail.slice(0, s.limit).map(p.vod),
          };
        }
        case 'origins':
          return {
            ...base,
            kind: s.kind,
            origins: pickEditorial(s, origins, (o) => o.origin.id).map((o) => presentOrigin(p, o)),
          };
        case 'themes':
          return {
            ...base,
            kind: s.kind,
            themes: pickEditorial(s, themes, (t) => t.theme.id).map((t) => presentTheme(p, t)),
          };
        case 'news':
          return { ...base, kind: s.kind, posts: posts.slice(0, s.limit).map(p.news) };
        case 'banner':
          return {
            ...base,
            kind: s.kind,
            slot: s.slot,
            banners: s.banners.map((b) => ({
              imgUrl: b.imgUrl,
              title: p.textOrNull(b.title),
              text: p.textOrNull(b.text),
              link: b.link,
              art: b.art ?? { colors: DEFAULT_COLORS, motif: null },
            })),
          };
        case 'ad':
          return { ...base, kind: s.kind, slot: s.slot };
      }
    };

    return { scoreHidden: p.scoreHidden, sections: plans.map(resolve) };
  }

  const homeVariantOf = (viewer: Viewer, scoreOn: boolean): HomeVariant => ({
    key: `home/${viewer.locale}/${scoreOn ? 'scores' : 'no-scores'}/${compactDateOf(clock.now())}`,
    scoreOn,
  });

  return {
    /** GET /game/type: every sport in menu order. */
    async gameTypes(locale: Locale) {
      const p = createPresenter(locale, true);
      return (await catalogue.gameTypes()).map(p.gameType);
    },

    /** GET /top: the sports of the menu, each with its leagues. */
    async top(locale: Locale): Promise<Top> {
      const p = createPresenter(locale, true);
      const [types, leagues] = await Promise.all([catalogue.gameTypes(), catalogue.allLeagues()]);
      const byType = groupBy(leagues, (l) => l.gameTypeId);
      return {
        gameTypes: types.map((type) => ({
          ...p.gameType(type),
          leagues: (byType.get(type.id) ?? []).map(p.league),
        })),
      };
    },

    /** GET /introsection/web: the visitors' intro page, section by section (league items named). */
    async intro(locale: Locale): Promise<IntroSection[]> {
      const p = createPresenter(locale, true);
      const sections = (await home.sections('intro')).map((row) => ({
        row,
        ...readIntroSection(row.config),
      }));
      const leagueIds = unique(
        sections.flatMap((s) => s.list.flatMap((i) => (i.leagueId ? [i.leagueId] : []))),
      );
      const leagues = new Map((await catalogue.leaguesByIds(leagueIds)).map((l) => [l.id, l]));
      return sections.map(({ row, list, cta, params }) => ({
        keyName: row.keyName,
        kind: row.kind,
        title: p.textOrNull(row.title),
        cta: cta ? { label: p.text(cta.label), link: cta.link } : null,
        params,
        data: {
          list: list.flatMap((item): IntroItem[] => {
            const league = item.leagueId ? leagues.get(item.leagueId) : undefined;
            if (item.leagueId && !league) return [];
            return [
              {
                imgUrl: item.imgUrl,
                title: item.title ? p.text(item.title) : league ? p.text(league.name) : '',
                text: item.text ? p.text(item.text) : league ? (p.textOrNull(league.description) ?? '') : '',
                link: item.link ?? (league ? `/league/${league.key}` : null),
                icon: item.icon,
                key: item.key ?? league?.key ?? null,
                art: item.art ?? (league ? { colors: league.colors, motif: null } : null),
                price: item.price,
                annualPrice: item.annualPrice,
                leagueId: league?.id ?? null,
              },
            ];
          }),
        },
      }));
    },

    /** GET /home/web in one language under one score setting (the same for every member who shares both). */
    home: homeOf,

    /**
     * What the member's home depends on besides the catalogue: language, score setting and Tokyo day.
     * `key` names it in the read cache, so a member who hides scores is only ever answered from an
     * entry filled with scores hidden.
     */
    async homeVariant(viewer: Viewer): Promise<HomeVariant> {
      return homeVariantOf(viewer, await catalogue.scoreOn(viewer.userId));
    },
    /** `homeVariant` when the member's score setting is kept in memory, else undefined. */
    homeVariantKept(viewer: Viewer): HomeVariant | undefined {
      const scoreOn = catalogue.scoreKept(viewer.userId);
      return scoreOn === undefined ? undefined : homeVariantOf(viewer, scoreOn);
    },
  };
}
