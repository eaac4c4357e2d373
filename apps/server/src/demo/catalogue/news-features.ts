import { z } from 'zod';
import { l10nSchema, readContent } from '../content.js';
import type { L10n } from '../help-text.js';
import { messages } from '../messages.js';
import { type Build, endOf, type GameDraft, type SeasonDraft } from './model.js';
import { golfReport, matchReport, type NewsRow, paragraphs, post } from './news.js';
import { type CurrentSeasons, previewPosts, tablePosts } from './news-previews.js';
import type { StatRow } from './stats.js';
import { each } from './text.js';
import { SPORT_KEYS, type Sport } from './types.js';

const statLabelsSchema = z.strictObject({
  labels: z.record(z.string(), l10nSchema),
  bySport: z.partialRecord(z.enum(SPORT_KEYS), z.record(z.string(), l10nSchema)),
});
const LABELS = readContent('catalogue/stat-labels.json', statLabelsSchema);

const feature = messages('catalogue/news/features.json', {
  scorerTitle: ['player', 'team', 'value'],
  scorerLead: [],
  pointsTitle: ['player', 'team', 'value'],
  pointsLead: [],
  homeRunsTitle: ['player', 'team', 'value'],
  homeRunsLead: [],
  golfTitle: ['player', 'value'],
  golfLead: [],
  seasonStats: ['stats'],
  injuryTitle: ['club', 'player'],
  injurySummary: [],
  injuryBody: ['club', 'player', 'number'],
  extensionTitle: ['club', 'player'],
  extensionSummary: [],
  extensionBody: ['club', 'player', 'number'],
});

/** catalogue/stat-labels.json: a statistic's name, the sport's own where it has one. */
const statLabel = (key: string, sport: Sport): L10n =>
  LABELS.bySport[sport]?.[key] ?? LABELS.labels[key] ?? each(() => key);

function leader(b: Build, season: SeasonDraft, stats: StatRow[], key: string) {
  const players = [...b.rosters.values()].flat();
  const best = stats
    .filter((s) => s.seasonId === season.id)
    .sort((x, y) => (y.stats[key] ?? 0) - (x.stats[key] ?? 0) || x.playerId - y.playerId)[0];
  const player = players.find((p) => p.id === best?.playerId);
  return player && best ? { player, value: best.stats[key] ?? 0, stats: best.stats } : undefined;
}

/** Stat leaders, an injury and a contract extension: the features of the last weeks. */
function featurePosts(b: Build, { neo1, pbl, bnext, golf }: CurrentSeasons, stats: StatRow[]): NewsRow[] {
  const { t } = b;
  const out: NewsRow[] = [];
  const R = neo1.entries.find((c) => c.key === 'regalia')!;
  const blaze = bnext.entries.find((c) => c.key === 'blaze')!;
  const leaders = [
    [neo1, 'goals', -5, 'scorer'],
    [bnext, 'points', -8, 'points'],
    [pbl, 'homeRuns', -55, 'homeRuns'],
    [golf, 'points', -4, 'golf'],
  ] as const;
  for (const [season, key, day, name] of leaders) {
    const best = leader(b, season, stats, key);
    if (!best) continue;
    const line = each((x) =>
      Object.entries(best.stats)
        .map(([k, v]) => `${statLabel(k, season.league.sport)[x]} ${v}`)
        .join(' / '),
    );
    const lead = feature(`${name}Lead`);
    out.push(
      post(
        b,
        season,
        best.player.team.key,
        t.at(day, 15),
        feature(`${name}Title`, {
          player: best.player.name,
          team: best.player.team.short,
          value: best.value,
        }),
        lead,
        paragraphs(lead, feature('seasonStats', { stats: line })),
      ),
    );
  }

  const hurt = (b.rosters.get('regalia') ?? []).find((p) => p.role === 'starter' && p.position === 'MF')!;
  const injury = { club: R.name, player: hurt.name };
  out.push(
    post(
      b,
      neo1,
      'regalia',
      t.at(-4, 17),
      feature('injuryTitle', injury),
      feature('injurySummary'),
      paragraphs(feature('injuryBody', { ...injury, number: hurt.number })),
    ),
  );
  const signing = (b.rosters.get('blaze') ?? []).find((p) => p.position === 'CE' && p.role === 'starter')!;
  const extension = { club: blaze.name, player: signing.name };
  out.push(
    post(
      b,
      bnext,
      'blaze',
      t.at(-30, 11),
      feature('extensionTitle', extension),
      feature('extensionSummary'),
      paragraphs(feature('extensionBody', { ...extension, number: signing.number })),
    ),
  );
  return out;
}

export function buildNews(b: Build, seasons: SeasonDraft[], stats: StatRow[]): NewsRow[] {
  const cur = (key: string) => seasons.find((s) => s.league.key === key && s.isCurrent)!;
  const done = (s: SeasonDraft) =>
    s.games.filter((g) => g.status === 2).sort((x, y) => endOf(y).getTime() - endOf(x).getTime());
  const [neo1, neo2, pbl, winter, bnext, golf] = ['neo1', 'neo2', 'pbl', 'pbl-winter', 'bnext', 'seiran'].map(
    cur,
  ) as SeasonDraft[] & [SeasonDraft, SeasonDraft, SeasonDraft, SeasonDraft, SeasonDraft, SeasonDraft];
  const inRound = (s: SeasonDraft, en: string) =>
    s.games.filter((g) => g.round.name.en === en && g.status === 2);
  const reports: GameDraft[] = [
    ...inRound(neo1, 'Round 21'),
    ...inRound(neo1, 'Round 20').filter((g) => g.featured),
    ...inRound(neo1, 'Final'),
    ...done(neo2)
      .filter((g) => g.home)
      .slice(0, 4),
    ...[6, 5, 3, 0].map((i) => inRound(pbl, 'Final Series')[i]!).filter(Boolean),
    ...inRound(pbl, 'First Stage').slice(-1),
    ...inRound(pbl, 'Final Stage').slice(-1),
    ...done(winter).slice(0, 3),
    ...inRound(bnext, 'Round 7').slice(0, 3),
    ...inRound(bnext, 'Round 6').filter((g) => g.featured),
    ...done(golf)
      .filter((g) => g.home)
      .slice(0, 1),
  ];
  const out: NewsRow[] = reports.map((g) => matchReport(b, g, g.season.standings));
  out.push(
    ...done(golf)
      .filter((g) => g.golf?.roundNo === 4)
      .slice(0, 3)
      .map((g) => golfReport(b, g)),
  );
  const current: CurrentSeasons = { neo1, neo2, pbl, winter, bnext, golf };
  out.push(...previewPosts(b, current), ...tablePosts(b, current), ...featurePosts(b, current, stats));
  return out
    .filter((n) => n.publishedAt <= b.now)
    .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime());
}
