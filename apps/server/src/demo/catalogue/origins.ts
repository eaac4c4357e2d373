import type { origins, themes, themeVods } from '../../db/schema/index.js';
import type { L10n } from '../help-text.js';
import type { VodRow } from './media.js';
import type { Build, GameDraft, SeasonDraft } from './model.js';
import { rng } from './random.js';
import { BNEXT_CLUBS, NEO1_CLUBS, PBL_CLUBS } from './teams.js';
import { each } from './text.js';
import { DAY, p3, type Sport } from './types.js';

export type OriginRow = typeof origins.$inferInsert & { id: number };
export type ThemeRow = typeof themes.$inferInsert & { id: number };
export type ThemeVodRow = typeof themeVods.$inferInsert;

const TACTICS: L10n[] = [
  p3('ハイプレス|하이 프레스|high press'),
  p3('ビルドアップ|빌드업|build-up play'),
  p3('セットプレー|세트피스|set pieces'),
  p3('守備ブロック|수비 블록|defensive block'),
  p3('サイド攻撃|측면 공격|wing play'),
  p3('カウンター|역습|counter-attacks'),
  p3('中盤の支配|중원 장악|midfield control'),
  p3('偽サイドバック|인버티드 풀백|inverted full-backs'),
];

interface OriginSeed {
  key: string;
  sport: Sport | null;
  title: string;
  description: string;
  colors: [string, string];
  /** Episode titles with their day (from today) of publication and length in minutes. */
  episodes: (b: Build) => { title: L10n; day: number; minutes: number }[];
}

const weekly = (count: number, lastDay: number, step = 7) =>
  Array.from({ length: count }, (_, i) => lastDay - step * (count - 1 - i));

function originSeeds(seasons: SeasonDraft[]): OriginSeed[] {
  const pbl = seasons.find((s) => s.league.key === 'pbl' && s.isCurrent)!;
  const finalSeries = pbl.games.filter((g) => g.round.name.en === 'Final Series');
  const golf = seasons.find((s) => s.league.key === 'seiran' && s.isCurrent)!;
  const events = [
    ...new Set(golf.games.filter((g) => g.golf && g.status === 2 && g.golf.roundNo === 4).map((g) => g)),
  ];
  return [
    {
      key: 'tactics',
      sport: 'football',
      title: 'ネオリーグ・タクティクスラボ|네오리그 택틱스 랩|Neo League Tactics Lab',
      description:
        '解説陣がボードと映像でネオリーグの戦術を徹底分析する、KICKOFFオリジナル番組。|해설진이 보드와 영상으로 네오리그의 전술을 심층 분석하는 KICKOFF 오리지널 프로그램.|A KICKOFF original: our analysts take Neo League tactics apart on the board and on film.',
      colors: ['#0d1b4c', '#2a5bd7'],
      episodes: () =>
        weekly(24, -2).map((day, i) => {
          const club = NEO1_CLUBS[i % 12]!;
          const theme = TACTICS[i % TACTICS.length]!;
          return {
            day,
            minutes: 28,
            title: each((x) =>
              x === 'ja'
                ? `#${i + 1} ${club.short.ja}の${theme.ja}を読み解く`
                : x === 'ko'
                  ? `#${i + 1} ${club.short.ko}의 ${theme.ko} 분석`
                  : `#${i + 1} Inside ${club.short.en}'s ${theme.en}`,
            ),
          };
        }),
    },
    {
      key: 'managers',
      sport: 'football',
      title: '監督が語る前半戦|감독이 말하는 전반기|The Managers Look Back',
      description:
        'ネオリーグ全12クラブの監督が前半戦を振り返るインタビューシリーズ。|네오리그 12개 구단 감독이 전반기를 돌아보는 인터뷰 시리즈.|All twelve Neo League head coaches look back on the first half of the season.',
      colors: ['#2d3142', '#bfc0c0'],
      episodes: () =>
        NEO1_CLUBS.map((club, i) => ({
          day: -146 + i,
          minutes: 20,
          title: each((x) => `#${i + 1} ${club.name[x]}`),
        })),
    },
    {
      key: 'bestgoals',
      sport: 'football',
      title: '前半戦ベストゴール30|전반기 베스트 골 30|Best 30 Goals of the First Half',
      description:
        "ファン投票で選ばれた前半戦のゴールをカウントダウン。|팬 투표로 선정된 전반기 골을 카운트다운.|The first half's best goals, voted by the fans, counted down.",
      colors: ['#ff6b35', '#004e89'],
      episodes: () =>
        [
          [30, 21],
          [20, 11],
          [10, 1],
        ].map(([from, to], i) => ({
          day: -145 + 5 * i,
          minutes: 25,
          title: p3(`${from}位〜${to}位|${from}위~${to}위|Numbers ${from} to ${to}`),
        })),
    },
    {
      key: 'lockerroom',
      sport: 'basketball',
      title: 'B.ネクスト ロッカールーム|B.넥스트 라커룸|B.NEXT Locker Room',
      description:
        '毎回ひとつのチームに密着し、試合の裏側を追うドキュメンタリー。|매회 한 팀을 밀착 취재해 경기의 뒷이야기를 쫓는 다큐멘터리.|Each episode follows one team behind the scenes.',
      colors: ['#2b1055', '#d53a9d'],
      episodes: () =>
        weekly(8, -1, 5).map((day, i) => {
          const team = BNEXT_CLUBS[i]!;
          return {
            day,
            minutes: 18,
            title: each((x) =>
              x === 'ja'
                ? `#${i + 1} ${team.name.ja}に密着`
                : x === 'ko'
                  ? `#${i + 1} ${team.name.ko} 밀착 취재`
                  : `#${i + 1} Inside ${team.name.en}`,
            ),
          };
        }),
    },
    {
      key: 'finalseries',
      sport: 'baseball',
      title:
        'PBLファイナルシリーズ 激闘の記録|PBL 파이널 시리즈 격투의 기록|PBL Final Series: The Inside Story',
      description:
        '第7戦までもつれた頂上決戦を、ベンチ裏の映像とともに1試合ずつ振り返る。|7차전까지 간 정상 결전을 벤치 뒤 영상과 함께 한 경기씩 돌아봅니다.|The seven-game final, one game at a time, with footage from the dugouts.',
      colors: ['#3a0d12', '#c0392b'],
      episodes: (b) =>
        finalSeries.map((g, i) => ({
          day: Math.round((g.beginAt.getTime() - b.t.at(0).getTime()) / DAY) + 2,
          minutes: 30,
          title: each((x) =>
            x === 'ja'
              ? `第${i + 1}戦 ${g.home!.short.ja} ${g.homeScore}-${g.awayScore} ${g.away!.short.ja}`
              : x === 'ko'
                ? `${i + 1}차전 ${g.home!.short.ko} ${g.homeScore}-${g.awayScore} ${g.away!.short.ko}`
                : `Game ${i + 1}: ${g.home!.short.en} ${g.homeScore}-${g.awayScore} ${g.away!.short.en}`,
          ),
        })),
    },
    {
      key: 'diamond',
      sport: 'baseball',
      title: 'ダイヤモンド・ストーリーズ|다이아몬드 스토리즈|Diamond Stories',
      description:
        'PBLの選手たちの素顔に迫るドキュメンタリー。|PBL 선수들의 민낯에 다가가는 다큐멘터리.|Documentary portraits of the players of the PBL.',
      colors: ['#264653', '#e9c46a'],
      episodes: (b) =>
        PBL_CLUBS.flatMap((club) => (b.rosters.get(club.key) ?? []).filter((p) => p.role === 'star')).map(
          (p, i) => ({
            day: -220 + 20 * i,
            minutes: 24,
            title: each((x) =>
              `#${i + 1} ${p.name[x]}（${p.team.short[x]}）`
                .replace('（', x === 'ja' ? '（' : ' (')
                .replace('）', x === 'ja' ? '）' : ')'),
            ),
          }),
        ),
    },
    {
      key: 'behindround',
      sport: 'golf',
      title: '青嵐ツアー ラウンドの裏側|세이란 투어 라운드의 뒷이야기|Seiran Tour: Behind the Round',
      description:
        '優勝争いの舞台裏を、選手とキャディーの声で振り返る。|우승 경쟁의 뒷이야기를 선수와 캐디의 목소리로 돌아봅니다.|The title fights of the tour, told by the players and their caddies.',
      colors: ['#1b4332', '#95d5b2'],
      episodes: (b) =>
        events.map((g, i) => ({
          day: Math.round((g.beginAt.getTime() - b.t.at(0).getTime()) / DAY) + 2,
          minutes: 20,
          title: each((x) =>
            x === 'ja'
              ? `第${i + 1}戦 ${g.golf!.event.name.ja}`
              : x === 'ko'
                ? `제${i + 1}전 ${g.golf!.event.name.ko}`
                : `Event ${i + 1}: ${g.golf!.event.name.en}`,
          ),
        })),
    },
    {
      key: 'weekly',
      sport: null,
      title: 'KICKOFF WEEKLY|KICKOFF WEEKLY|KICKOFF WEEKLY',
      description:
        "1週間のスポーツをまとめて振り返るマガジン番組。各リーグの名場面と話題を45分で。|한 주의 스포츠를 모아 돌아보는 매거진 프로그램. 각 리그의 명장면과 화제를 45분에.|The magazine show of the week in sport: every league's best moments and stories in 45 minutes.",
      colors: ['#111111', '#00b4d8'],
      episodes: (b) =>
        weekly(20, -1).map((day, i) => ({
          day,
          minutes: 45,
          title: each((x) =>
            x === 'ja'
              ? `#${i + 1} ${b.t.md(b.t.at(day)).ja}号`
              : x === 'ko'
                ? `#${i + 1} ${b.t.md(b.t.at(day)).ko} 호`
                : `#${i + 1} ${b.t.md(b.t.at(day)).en} edition`,
          ),
        })),
    },
  ];
}

/** Original programmes (6+) with their episodes (VOD kind `origin`), published up to today. */
export function buildOrigins(b: Build, seasons: SeasonDraft[]): { origins: OriginRow[]; vods: VodRow[] } {
  const r = rng('origins');
  const rowsOut: OriginRow[] = [];
  const vodsOut: VodRow[] = [];
  originSeeds(seasons).forEach((seed, i) => {
    const id = b.ids.next('origins');
    const gameTypeId = seed.sport ? b.gameTypeId[seed.sport] : null;
    rowsOut.push({
      id,
      gameTypeId,
      title: p3(seed.title),
      description: p3(seed.description),
      colors: seed.colors,
      orderNo: i + 1,
    });
    for (const ep of seed.episodes(b)) {
      const publishedAt = b.t.at(ep.day, 20);
      if (publishedAt > b.now) continue;
      const vid = b.ids.next('vods');
      const age = (b.now.getTime() - publishedAt.getTime()) / DAY;
      const views = Math.round(3_000 * Math.exp(r.normal(0, 0.5)) * (1 - Math.exp(-age / 4)) + 50);
      vodsOut.push({
        id: vid,
        gameId: null,
        leagueId: null,
        gameTypeId,
        originId: id,
        kind: 'origin',
        title: ep.title,
        duration: ep.minutes * 60 + r.int(0, 59),
        free: r.chance(0.25),
        videoId: `demo-origin-${(vid % 3) + 1}`,
        clipId: 'demo-origin-preview',
        views,
        likes: Math.round(views * (0.02 + r.next() * 0.04)),
        publishedAt,
      });
    }
  });
  return { origins: rowsOut, vods: vodsOut };
}

/** Curated collections, each a list of VODs already built. */
export function buildThemes(
  b: Build,
  vods: VodRow[],
  games: Map<number, GameDraft>,
): { themes: ThemeRow[]; themeVods: ThemeVodRow[] } {
  const game = (v: VodRow) => (v.gameId ? games.get(v.gameId) : undefined);
  const recent = (days: number) => (v: VodRow) => b.now.getTime() - v.publishedAt.getTime() < days * DAY;
  const byViews = (x: VodRow, y: VodRow) => y.views - x.views || x.id - y.id;
  const closeness = (v: VodRow) => {
    const g = game(v);
    return g && g.homeScore !== null && g.awayScore !== null
      ? Math.abs(g.homeScore - g.awayScore) * 10 - (g.homeScore + g.awayScore)
      : 99;
  };
  const seeds: [string, string, [string, string], VodRow[]][] = [
    [
      '名勝負フルマッチ|명승부 풀 매치|Classic Matches in Full',
      '接戦、逆転、打ち合い。もう一度見たい試合をノーカットで。|접전, 역전, 난타전. 다시 보고 싶은 경기를 무편집으로.|Close calls, comebacks and shoot-outs, uncut.',
      ['#14213d', '#fca311'],
      vods
        .filter((v) => v.kind === 'full')
        .sort((x, y) => closeness(x) - closeness(y) || y.views - x.views)
        .slice(0, 12),
    ],
    [
      '今週のベストゴール|이번 주 베스트 골|Goals of the Week',
      "この1週間に生まれたゴールを厳選。|지난 1주일 동안 나온 골을 엄선했습니다.|The pick of the last seven days' goals.",
      ['#0b3d2e', '#80ed99'],
      vods
        .filter((v) => v.kind === 'clip' && v.gameTypeId === b.gameTypeId.football && recent(7)(v))
        .sort(byViews)
        .slice(0, 10),
    ],
    [
      'PBLファイナルシリーズ 全7戦|PBL 파이널 시리즈 전 7경기|PBL Final Series: All Seven Games',
      '潮見ドルフィンズが連覇を決めた7試合のハイライトとフルマッチ。|시오미 돌핀스가 2연패를 확정한 7경기의 하이라이트와 풀 매치.|Highlights and full replays of the seven games that won Shiomi Dolphins the title again.',
      ['#3a0d12', '#c0392b'],
      vods
        .filter(
          (v) => game(v)?.round.name.en === 'Final Series' && (v.kind === 'highlight' || v.kind === 'full'),
        )
        .sort((x, y) => x.gameId! - y.gameId! || x.id - y.id),
    ],
    [
      '千早シューターズ 開幕7連勝の軌跡|치하야 슈터스 개막 7연승의 궤적|Chihaya Shooters: Seven Straight',
      '開幕から負けなしの7試合をハイライトで。|개막 후 무패의 7경기를 하이라이트로.|The unbeaten start, game by game.',
      ['#ff6b00', '#1a1a2e'],
      vods
        .filter((v) => {
          const g = game(v);
          return (
            v.kind === 'highlight' &&
            !!g &&
            g.season.isCurrent &&
            (g.home?.key === 'shooters' || g.away?.key === 'shooters')
          );
        })
        .sort((x, y) => x.gameId! - y.gameId!)
        .slice(0, 7),
    ],
    [
      '無料で見られるハイライト|무료로 볼 수 있는 하이라이트|Free Highlights',
      'パスがなくても見られる最新のハイライト。|패스가 없어도 볼 수 있는 최신 하이라이트.|The latest highlights anyone can watch, no pass needed.',
      ['#2a9d8f', '#e9c46a'],
      vods
        .filter((v) => v.kind === 'highlight' && v.free)
        .sort((x, y) => y.publishedAt.getTime() - x.publishedAt.getTime() || x.id - y.id)
        .slice(0, 16),
    ],
    [
      '青嵐ツアー 優勝の瞬間|세이란 투어 우승의 순간|Seiran Tour: Winning Moments',
      '今季の優勝決定シーンをまとめて。|이번 시즌 우승 결정 장면을 모아서.|Every winning moment of the season.',
      ['#1b4332', '#95d5b2'],
      vods
        .filter((v) => v.kind === 'clip' && v.gameTypeId === b.gameTypeId.golf)
        .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime()),
    ],
  ];
  const rowsOut: ThemeRow[] = [];
  const links: ThemeVodRow[] = [];
  seeds.forEach(([title, description, colors, list], i) => {
    const id = b.ids.next('themes');
    rowsOut.push({ id, title: p3(title), description: p3(description), colors, orderNo: i + 1 });
    for (const [j, v] of list.entries()) links.push({ themeId: id, vodId: v.id, orderNo: j + 1 });
  });
  return { themes: rowsOut, themeVods: links };
}
