import type { L10n } from '../help-text.js';
import { type Build, endOf, type GameDraft, type SeasonDraft } from './model.js';
import { golfReport, matchReport, type NewsRow, paragraphs, post } from './news.js';
import { type CurrentSeasons, previewPosts, tablePosts } from './news-previews.js';
import type { StatRow } from './stats.js';
import { each } from './text.js';
import { p3 } from './types.js';

type Lang = keyof L10n;
const pick = (x: Lang, ja: string, ko: string, en: string) => (x === 'ja' ? ja : x === 'ko' ? ko : en);

const LABELS: Record<string, string> = {
  goals: 'ゴール|골|Goals',
  assists: 'アシスト|도움|Assists',
  appearances: '出場|출전|Apps',
  minutes: '出場時間|출전 시간|Minutes',
  yellowCards: '警告|경고|Yellow cards',
  cleanSheets: '無失点|무실점|Clean sheets',
  games: '試合|경기|Games',
  atBats: '打数|타수|At bats',
  hits: '安打|안타|Hits',
  homeRuns: '本塁打|홈런|Home runs',
  rbi: '打点|타점|RBI',
  stolenBases: '盗塁|도루|Steals',
  avg: '打率|타율|Average',
  wins: '勝利|승리|Wins',
  losses: '敗戦|패전|Losses',
  saves: 'セーブ|세이브|Saves',
  innings: '投球回|이닝|Innings',
  strikeouts: '奪三振|탈삼진|Strikeouts',
  era: '防御率|평균자책점|ERA',
  points: '得点|득점|Points',
  rebounds: 'リバウンド|리바운드|Rebounds',
  ppg: '平均得点|평균 득점|PPG',
  rpg: '平均リバウンド|평균 리바운드|RPG',
  apg: '平均アシスト|평균 어시스트|APG',
  events: '出場試合|출전 대회|Events',
  top10: 'トップ10|톱10|Top 10',
  rounds: 'ラウンド|라운드|Rounds',
  avgScore: '平均ストローク|평균 타수|Scoring average',
};

function statLabel(key: string, sport: string): L10n {
  if (sport === 'golf' && key === 'points') return p3('ポイント|포인트|Points');
  if (sport === 'basketball' && key === 'assists') return p3('アシスト|어시스트|Assists');
  return p3(LABELS[key] ?? `${key}|${key}|${key}`);
}

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
  const features: [
    SeasonDraft,
    string,
    string,
    number,
    (v: number, x: Lang, name: string, team: string) => [string, string],
  ][] = [
    [
      neo1,
      'goals',
      'scorer',
      -5,
      (v, x, n, tm) => [
        pick(
          x,
          `得点ランキング首位、${tm}の${n}が今季${v}ゴール`,
          `득점 1위 ${tm}의 ${n}, 이번 시즌 ${v}골`,
          `${n} of ${tm} leads the scoring charts with ${v}`,
        ),
        pick(
          x,
          `ゴール前での落ち着きは今季も健在。最終節で記録をどこまで伸ばすか。`,
          `골문 앞 침착함은 이번 시즌에도 여전합니다. 최종 라운드에서 기록을 얼마나 늘릴지 주목됩니다.`,
          `Ice-cold in front of goal again; how many more on the final day?`,
        ),
      ],
    ],
    [
      bnext,
      'points',
      'points',
      -8,
      (v, x, n, tm) => [
        pick(
          x,
          `${tm}の${n}、7試合で${v}得点`,
          `${tm}의 ${n}, 7경기 ${v}득점`,
          `${n} (${tm}): ${v} points in seven games`,
        ),
        pick(
          x,
          '得点ランキングのトップを走る。',
          '득점 랭킹 선두를 달리고 있습니다.',
          'Top of the scoring list so far.',
        ),
      ],
    ],
    [
      pbl,
      'homeRuns',
      'hr',
      -55,
      (v, x, n, tm) => [
        pick(
          x,
          `本塁打王は${tm}の${n}、シーズン${v}本`,
          `홈런왕은 ${tm}의 ${n}, 시즌 ${v}개`,
          `${n} of ${tm} is the home-run king with ${v}`,
        ),
        pick(
          x,
          'レギュラーシーズン全日程が終了し、個人タイトルが確定した。',
          '정규 시즌 전 일정이 끝나고 개인 타이틀이 확정되었습니다.',
          'The regular season is over and the individual titles are decided.',
        ),
      ],
    ],
    [
      golf,
      'points',
      'golf',
      -4,
      (v, x, n) => [
        pick(
          x,
          `ポイントランキング首位は${n}（${v}pt）`,
          `포인트 랭킹 1위는 ${n} (${v}pt)`,
          `${n} tops the points list on ${v}`,
        ),
        pick(
          x,
          '残り3戦、年間王者の行方は。',
          '남은 3개 대회, 연간 챔피언의 향방은?',
          'Three events to go in the race for the season title.',
        ),
      ],
    ],
  ];
  for (const [season, key, , day, text] of features) {
    const best = leader(b, season, stats, key);
    if (!best) continue;
    const body = each((x) => {
      const [, lead] = text(best.value, x, best.player.name[x], best.player.team.short[x]);
      const line = Object.entries(best.stats)
        .map(([k, v]) => `${statLabel(k, season.league.sport)[x]} ${v}`)
        .join(' / ');
      return `${lead}\n\n${pick(x, '今季の成績', '이번 시즌 성적', 'Season so far')}：${line}`;
    });
    out.push(
      post(
        b,
        season,
        best.player.team.key,
        t.at(day, 15),
        each((x) => text(best.value, x, best.player.name[x], best.player.team.short[x])[0]),
        each((x) => text(best.value, x, best.player.name[x], best.player.team.short[x])[1]),
        body,
      ),
    );
  }

  const hurt = (b.rosters.get('regalia') ?? []).find((p) => p.role === 'starter' && p.position === 'MF')!;
  out.push(
    post(
      b,
      neo1,
      'regalia',
      t.at(-4, 17),
      each((x) =>
        pick(
          x,
          `${R.name.ja}、${hurt.name.ja}が右足首の負傷で最終節欠場へ`,
          `${R.name.ko}, ${hurt.name.ko} 오른쪽 발목 부상으로 최종 라운드 결장`,
          `${R.name.en}'s ${hurt.name.en} to miss the final day with an ankle injury`,
        ),
      ),
      each((x) =>
        pick(
          x,
          '全治3週間の見込み。優勝争いを続けるチームには痛い離脱となる。',
          '전치 3주 예상. 우승 경쟁 중인 팀에게는 뼈아픈 이탈입니다.',
          'Out for about three weeks: a blow for a team still in the title race.',
        ),
      ),
      paragraphs(
        each((x) =>
          pick(
            x,
            `${R.name.ja}は、MF ${hurt.name.ja}（背番号${hurt.number}）が練習中に右足首を負傷したと発表した。`,
            `${R.name.ko}는 MF ${hurt.name.ko}(등번호 ${hurt.number}) 선수가 훈련 중 오른쪽 발목을 다쳤다고 발표했습니다.`,
            `${R.name.en} say midfielder ${hurt.name.en} (no. ${hurt.number}) hurt his right ankle in training.`,
          ),
        ),
      ),
    ),
  );
  const signing = (b.rosters.get('blaze') ?? []).find((p) => p.position === 'CE' && p.role === 'starter')!;
  out.push(
    post(
      b,
      bnext,
      'blaze',
      t.at(-30, 11),
      each((x) =>
        pick(
          x,
          `${blaze.name.ja}、${signing.name.ja}と契約延長`,
          `${blaze.name.ko}, ${signing.name.ko}와 계약 연장`,
          `${blaze.name.en} extend ${signing.name.en}'s contract`,
        ),
      ),
      each((x) =>
        pick(
          x,
          'ゴール下の要と来季までの契約を結んだ。',
          '골밑의 핵심과 다음 시즌까지 계약했습니다.',
          'The centre is signed through next season.',
        ),
      ),
      paragraphs(
        each((x) =>
          pick(
            x,
            `${blaze.name.ja}は、センター ${signing.name.ja}（背番号${signing.number}）との契約を来季まで延長したと発表した。`,
            `${blaze.name.ko}는 센터 ${signing.name.ko}(등번호 ${signing.number})와의 계약을 다음 시즌까지 연장했다고 발표했습니다.`,
            `${blaze.name.en} have extended centre ${signing.name.en} (no. ${signing.number}) through next season.`,
          ),
        ),
      ),
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
