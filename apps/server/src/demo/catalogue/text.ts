import type { L10n } from '../help-text.js';
import { messages } from '../messages.js';
import type { GameDraft } from './model.js';

/** Builds an L10n from one template applied to each language. */
export const each = (f: (lang: keyof L10n) => string): L10n => ({ ja: f('ja'), ko: f('ko'), en: f('en') });

/** 東都レガリア vs 北嶺ユナイテッド — or the event title for games without teams. */
export const matchName = (g: GameDraft): L10n =>
  g.home && g.away && !g.title ? each((x) => `${g.home!.name[x]} vs ${g.away!.name[x]}`) : g.title!;

/** ネオリーグ 第21節 / 네오리그 21라운드 / Neo League Round 21 (golf: the tour; the title names the event). */
export const roundLabel = (g: GameDraft): L10n =>
  each((x) => (g.golf ? g.season.league.short[x] : `${g.season.league.short[x]} ${g.round.name[x]}`));

/** catalogue/labels.json: season, round and competition names, and the tags of VOD and programme titles. */
export const label = messages('catalogue/labels.json', {
  season: ['year'],
  round: ['number'],
  week: ['number'],
  month: ['month', 'monthName'],
  leaguePlay: [],
  regularSeason: [],
  cup: [],
  quarterFinals: [],
  semiFinals: [],
  final: [],
  nationalStadium: [],
  playoffs: [],
  finalSeriesCompetition: [],
  firstStage: [],
  finalStage: [],
  finalSeries: [],
  tour: [],
  eastWest: [],
  charityMatch: [],
  golfEvent: ['number', 'event'],
  golfRound: ['event', 'number'],
  teamEventDay: ['event', 'day'],
  vodHighlight: ['match', 'round'],
  vodFull: ['match', 'round'],
  epgLive: ['match'],
  epgReplay: ['match'],
  epgClassic: ['match'],
  epgRainedOff: [],
  epgContinued: [],
  liveReplay: ['match'],
  clipGoal: ['player', 'team', 'minute'],
  clipHomeRun: ['player', 'team', 'inning'],
  clipTopScorer: ['player', 'points', 'team'],
  clipWinner: ['player', 'event'],
});

/** 【ハイライト】東都レガリア vs 北嶺ユナイテッド｜ネオリーグ 第21節 */
export const vodTitle = (kind: 'highlight' | 'full', g: GameDraft): L10n =>
  label(kind === 'highlight' ? 'vodHighlight' : 'vodFull', { match: matchName(g), round: roundLabel(g) });
