import { assemble, type CatalogueContext, newBuild, summarize, writeCatalogue } from './build.js';
import { CHANNELS, type ChannelKey, type ChannelSeed } from './epg-shows.js';
import { doubleRoundRobin } from './fixtures.js';
import type { LeagueSeed } from './leagues.js';
import { addGame, addRound, newSeason, type SeasonDraft } from './model.js';
import { homeSection, type SectionRow } from './pages.js';
import { rng } from './random.js';
import { playSeason } from './results.js';
import { label } from './text.js';
import { p3, type Sport, type TeamSeed } from './types.js';

export interface BenchOptions {
  /** Games in the season (all leagues together). */
  games?: number;
  channels?: number;
  /** Days of EPG, half before today and half from today. */
  days?: number;
}

const SPORTS: Sport[] = ['football', 'baseball', 'basketball'];
const MINUTES: Record<Sport, number> = { football: 115, baseball: 180, basketball: 125, golf: 360 };
const TEAMS_PER_LEAGUE = 20;

/**
 * A benchmark catalogue for a fresh database, made by the same builders as the demo: enough 20-team
 * leagues (football, baseball, basketball in turn) for `games` games over a season around today
 * (38 rounds, eight days apart, each league shifted by a day so every day has games), results and
 * standings up to the clock, lives for the coming week, VOD of the finished games, and `channels`
 * channels with an EPG of `days` days. No rosters, originals or news.
 */
export async function generateBenchCatalogue(
  ctx: CatalogueContext,
  options: BenchOptions = {},
): Promise<string> {
  const { games: target = 10_000, channels: channelCount = 20, days = 14 } = options;
  const b = await newBuild(ctx);
  const r = rng('bench');
  const leagueSeeds: LeagueSeed[] = [];
  const teamSeeds: TeamSeed[] = [];
  const seasons: SeasonDraft[] = [];
  let made = 0;
  for (let i = 0; made < target; i++) {
    const sport = SPORTS[i % SPORTS.length]!;
    const league: LeagueSeed = {
      key: `bench-${i + 1}`,
      sport,
      name: p3(`ベンチリーグ${i + 1}|벤치 리그 ${i + 1}|Bench League ${i + 1}`),
      short: p3(`ベンチ${i + 1}|벤치 ${i + 1}|Bench ${i + 1}`),
      description: p3('負荷試験用のリーグ|부하 테스트용 리그|A league for the benchmark'),
      colors: ['#333333', '#999999'],
      audience: 2_000,
    };
    leagueSeeds.push(league);
    b.leagueIds.set(league.key, b.ids.next('leagues'));
    const clubs: TeamSeed[] = Array.from({ length: TEAMS_PER_LEAGUE }, (_, j) => ({
      key: `bench-${i + 1}-${j + 1}`,
      sport,
      name: p3(`ベンチ${i + 1} クラブ${j + 1}|벤치 ${i + 1} 클럽 ${j + 1}|Bench ${i + 1} Club ${j + 1}`),
      short: p3(`B${i + 1}-${j + 1}|B${i + 1}-${j + 1}|B${i + 1}-${j + 1}`),
      code: `B${String(j + 1).padStart(2, '0')}`,
      city: p3(`ベンチ市${j + 1}|벤치시 ${j + 1}|Bench City ${j + 1}`),
      venue: p3(`ベンチスタジアム${j + 1}|벤치 스타디움 ${j + 1}|Bench Stadium ${j + 1}`),
      colors: ['#444444', '#bbbbbb'],
      founded: 2000 + j,
      strength: 0.8 + r.next() * 0.4,
      popularity: 0.5 + r.next(),
    }));
    for (const club of clubs) b.teamIds.set(club.key, b.ids.next('teams'));
    teamSeeds.push(...clubs);
    const year = b.t.year(b.now);
    const season = newSeason(b, league, year, label('season', { year }), true, clubs, [
      [label('leaguePlay'), true],
    ]);
    const shift = i % 8;
    doubleRoundRobin(clubs).forEach((pairs, k) => {
      if (made >= target) return;
      const round = addRound(b, season, label('round', { number: k + 1 }));
      pairs.forEach(([home, away], j) => {
        if (made >= target) return;
        made++;
        addGame(b, season, round, {
          home,
          away,
          venue: home.venue,
          beginAt: b.t.at(-150 + shift + 8 * k + (j < 5 ? 0 : 1), 13 + (j % 5), j % 2 ? 30 : 0),
          minutes: MINUTES[sport],
          featured: j === 0,
          free: j === 1,
        });
      });
    });
    playSeason(b, season);
    seasons.push(season);
  }
  const pools: ChannelKey[] = ['sports1', 'sports2', 'football'];
  const channelSeeds: ChannelSeed[] = Array.from({ length: channelCount }, (_, n) =>
    n < CHANNELS.length
      ? { ...CHANNELS[n]!, live: [...SPORTS], replays: [...SPORTS] }
      : {
          key: 'sports1',
          name: p3(`KICKOFF BENCH ${n + 1}|KICKOFF BENCH ${n + 1}|KICKOFF BENCH ${n + 1}`),
          type: 'sports',
          colors: ['#222222', '#666666'],
          live: [SPORTS[n % 3]!],
          replays: [SPORTS[n % 3]!],
          pool: pools[n % 3]!,
        },
  );
  const fromDay = -Math.floor(days / 2);
  const built = assemble(b, seasons, leagueSeeds, teamSeeds, {
    channels: channelSeeds,
    fromDay,
    toDay: fromDay + days,
    maintenance: false,
    editorial: false,
    sections: () => benchSections(b, leagueSeeds),
  });
  await writeCatalogue(ctx.db, built);
  return summarize(built);
}

function benchSections(b: { leagueIds: Map<string, number> }, leagueSeeds: LeagueSeed[]): SectionRow[] {
  const rails = leagueSeeds.slice(0, 3).map((l) => ({
    keyName: `league_rail:${l.key}`,
    kind: 'league',
    title: l.name,
    config: { leagueId: b.leagueIds.get(l.key), leagueKey: l.key, limit: 12 },
  }));
  const list = [
    homeSection('live_now'),
    homeSection('today'),
    ...rails,
    homeSection('vod_popular'),
    homeSection('vod_latest'),
    homeSection('news'),
  ];
  return list.map(({ keyName, kind, title, config }, i) => ({
    page: 'home' as const,
    keyName,
    kind,
    title,
    config: { ...config },
    orderNo: i + 1,
    active: true,
  }));
}
