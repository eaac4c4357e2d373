import type { newsPosts } from '../../db/schema/index.js';
import type { L10n } from '../help-text.js';
import {
  addMinutes,
  type Build,
  endOf,
  type GameDraft,
  type SeasonDraft,
  type StandingRow,
} from './model.js';
import type { HomeRun } from './score-baseball.js';
import type { Goal } from './score-football.js';
import { each, roundLabel } from './text.js';

export type NewsRow = typeof newsPosts.$inferInsert & { publishedAt: Date };
type Lang = keyof L10n;

export const ordinal = (n: number) =>
  `${n}${[11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const pick = (x: Lang, ja: string, ko: string, en: string) => (x === 'ja' ? ja : x === 'ko' ? ko : en);
const list = (x: Lang, items: string[]) => items.join(x === 'ja' ? '、' : ', ');
const toPar = (n: number) => (n === 0 ? 'E' : n > 0 ? `+${n}` : `${n}`);
const WATCH = each((x) =>
  pick(
    x,
    'この試合のハイライトとフルマッチは、KICKOFFの見逃し配信でご覧いただけます。',
    '이 경기의 하이라이트와 풀 매치는 KICKOFF 다시 보기에서 시청하실 수 있습니다.',
    'Highlights and the full match are available on demand on KICKOFF.',
  ),
);

export const paragraphs = (...parts: L10n[]): L10n =>
  each((x) =>
    parts
      .map((p) => p[x])
      .filter(Boolean)
      .join('\n\n'),
  );

export function post(
  b: Build,
  season: SeasonDraft,
  teamKey: string | null,
  at: Date,
  title: L10n,
  summary: L10n,
  body: L10n,
  /** Its title, summary or body tell a match result (hidden from members who hide scores). */
  revealsResult = false,
): NewsRow {
  return {
    gameTypeId: b.gameTypeId[season.league.sport],
    leagueId: season.leagueId,
    teamId: teamKey ? (b.teamIds.get(teamKey) ?? null) : null,
    title,
    summary,
    body,
    revealsResult,
    publishedAt: at,
  };
}

/** What happened in the game, by sport: scorers, pitchers and home runs, top scorers, match play. */
function story(g: GameDraft): L10n {
  const d = g.detail ?? {};
  const short = (side: 'home' | 'away', x: Lang) => (side === 'home' ? g.home! : g.away!).short[x];
  switch (g.season.league.sport) {
    case 'football': {
      const goals = (d.goals as Goal[] | undefined) ?? [];
      const pens = d.penalties as [number, number] | undefined;
      return each((x) => {
        const scorers = goals.map((s) => {
          const who = s.name ? s.name[x] : pick(x, 'オウンゴール', '자책골', 'own goal');
          return pick(
            x,
            `${s.minute}分 ${who}（${short(s.side, x)}）`,
            `${s.minute}분 ${who} (${short(s.side, x)})`,
            `${who} (${short(s.side, x)}) ${s.minute}'`,
          );
        });
        const line = scorers.length
          ? `${pick(x, '得点：', '득점: ', 'Goals: ')}${list(x, scorers)}`
          : pick(
              x,
              '両チームともゴールを割れず、スコアレスドローとなった。',
              '양 팀 모두 골문을 열지 못했습니다.',
              'Neither side could find a way through.',
            );
        const pk = pens
          ? pick(
              x,
              `PK戦 ${pens[0]}-${pens[1]}。`,
              `승부차기 ${pens[0]}-${pens[1]}.`,
              `Penalties: ${pens[0]}-${pens[1]}.`,
            )
          : '';
        const crowd = Number(d.attendance ?? 0).toLocaleString('en-US');
        return `${line}${pk ? `\n${pk}` : ''}\n${pick(x, `観客数：${crowd}人`, `관중: ${crowd}명`, `Attendance: ${crowd}`)}`;
      });
    }
    case 'baseball': {
      const name = (k: string, x: Lang) => (d[k] as { name: L10n } | null | undefined)?.name[x] ?? '';
      const hrs = (d.homeRuns as HomeRun[] | undefined) ?? [];
      return each((x) => {
        if (d.tie)
          return pick(
            x,
            '延長12回、規定により引き分けとなった。',
            '연장 12회 규정에 따라 무승부로 끝났습니다.',
            'Called a tie after twelve innings.',
          );
        const lines = [
          pick(
            x,
            `勝利投手：${name('winningPitcher', x)}　敗戦投手：${name('losingPitcher', x)}`,
            `승리 투수: ${name('winningPitcher', x)} / 패전 투수: ${name('losingPitcher', x)}`,
            `Winning pitcher: ${name('winningPitcher', x)}. Losing pitcher: ${name('losingPitcher', x)}.`,
          ),
        ];
        if (d.savePitcher)
          lines.push(
            pick(
              x,
              `セーブ：${name('savePitcher', x)}`,
              `세이브: ${name('savePitcher', x)}`,
              `Save: ${name('savePitcher', x)}.`,
            ),
          );
        if (hrs.length)
          lines.push(
            `${pick(x, '本塁打：', '홈런: ', 'Home runs: ')}${list(
              x,
              hrs.map((h) =>
                pick(
                  x,
                  `${h.name.ja}（${short(h.side, x)}）${h.inning}回`,
                  `${h.name.ko} (${short(h.side, x)}) ${h.inning}회`,
                  `${h.name.en} (${short(h.side, x)}), inning ${h.inning}`,
                ),
              ),
            )}`,
          );
        return lines.join('\n');
      });
    }
    case 'basketball': {
      const tops =
        (d.topScorers as { side: 'home' | 'away'; name: L10n; points: number }[] | undefined) ?? [];
      const ot = Number(d.overtime ?? 0);
      return each((x) => {
        const lines = tops.map((t) =>
          pick(
            x,
            `${short(t.side, x)}は${t.name.ja}が${t.points}得点。`,
            `${short(t.side, x)}에서는 ${t.name.ko} 선수가 ${t.points}득점.`,
            `${t.name.en} scored ${t.points} for ${short(t.side, x)}.`,
          ),
        );
        if (ot)
          lines.push(
            pick(
              x,
              `延長${ot}回にもつれ込む接戦だった。`,
              `연장 ${ot}차까지 가는 접전이었습니다.`,
              `It took ${ot === 1 ? 'one overtime period' : `${ot} overtime periods`}.`,
            ),
          );
        return lines.join('\n');
      });
    }
    case 'golf': {
      const halved = Number(d.halved ?? 0);
      return each((x) =>
        pick(
          x,
          `シングルス6試合は、EAST ${g.homeScore}勝、WEST ${g.awayScore}勝、引き分け${halved}。`,
          `싱글 매치 6경기는 EAST ${g.homeScore}승, WEST ${g.awayScore}승, 무승부 ${halved}.`,
          `The six singles matches: East ${g.homeScore}, West ${g.awayScore}, ${halved} halved.`,
        ),
      );
    }
  }
}

/** A match report: headline, one-line summary, four paragraphs (setting, story, table or series, where to watch). */
export function matchReport(b: Build, g: GameDraft, table: StandingRow[]): NewsRow {
  const [H, A] = [g.home!, g.away!];
  const [h, a] = [g.homeScore!, g.awayScore!];
  const pens = g.detail?.penalties as [number, number] | undefined;
  const draw = h === a && !pens;
  const homeWon = h > a || (h === a && !!pens && pens[0] > pens[1]);
  const [W, L] = homeWon ? [H, A] : [A, H];
  const [ws, ls] = homeWon ? [h, a] : [a, h];
  const where = roundLabel(g);
  const date = b.t.date(g.beginAt);
  const title = each((x) =>
    draw
      ? pick(
          x,
          `${H.name.ja}と${A.name.ja}は${h}-${a}で引き分け`,
          `${H.name.ko}·${A.name.ko}, ${h}-${a} 무승부`,
          `${H.name.en} and ${A.name.en} draw ${h}-${a}`,
        )
      : pick(
          x,
          `${W.name.ja}、${L.name.ja}に${ws}-${ls}で勝利`,
          `${W.name.ko}, ${L.name.ko} 상대로 ${ws}-${ls} 승리`,
          `${W.name.en} beat ${L.name.en} ${ws}-${ls}`,
        ),
  );
  const summary = each((x) =>
    draw
      ? pick(
          x,
          `${where.ja}、${g.venue.ja}での一戦は痛み分けに終わった。`,
          `${where.ko} ${g.venue.ko}에서 열린 경기는 무승부로 끝났습니다.`,
          `Honours even at ${g.venue.en} in ${where.en}.`,
        )
      : pick(
          x,
          `${where.ja}、${g.venue.ja}での一戦は${W.name.ja}が制した。`,
          `${where.ko} ${g.venue.ko}에서 열린 경기에서 ${W.name.ko} 팀이 승리했습니다.`,
          `${W.name.en} came out on top at ${g.venue.en} in ${where.en}.`,
        ),
  );
  const teamSetting = (x: Lang) =>
    pick(
      x,
      `${date.ja}、${g.venue.ja}で${g.season.league.name.ja} ${g.round.name.ja}が行われ、${H.name.ja}が${A.name.ja}をホームに迎えた。試合は${h}-${a}で${draw ? '引き分けに終わった' : `${W.name.ja}の勝利に終わった`}。`,
      `${date.ko}, ${g.venue.ko}에서 ${g.season.league.name.ko} ${g.round.name.ko} 경기가 열렸습니다. 홈 팀은 ${H.name.ko}, 원정 팀은 ${A.name.ko}. 최종 스코어는 ${h}-${a}입니다.`,
      `${H.name.en} hosted ${A.name.en} at ${g.venue.en} on ${date.en} in ${g.season.league.name.en}, ${g.round.name.en}. It finished ${h}-${a}.`,
    );
  const eventName = g.title ?? g.round.name;
  const setting = each((x) =>
    g.golf !== undefined || g.season.league.sport !== 'golf'
      ? teamSetting(x)
      : pick(
          x,
          `${date.ja}、${g.venue.ja}で${eventName.ja}が行われ、${draw ? `両チーム${h}勝ずつで引き分けた` : `${W.name.ja}が${ws}勝${ls}敗で制した`}。`,
          `${date.ko}, ${g.venue.ko}에서 ${eventName.ko} 경기가 열렸습니다. 결과는 ${draw ? '무승부' : `${W.name.ko} ${ws}승 ${ls}패`}.`,
          `${eventName.en} was played at ${g.venue.en} on ${date.en}: ${draw ? `honours even, ${h} matches each` : `${W.name.en} won ${ws} matches to ${ls}`}.`,
        ),
  );
  let standing: L10n = each(() => '');
  if (g.round.competition.standings && table.length) {
    const rh = table.find((r) => r.team.key === H.key)?.rank ?? 0;
    const ra = table.find((r) => r.team.key === A.key)?.rank ?? 0;
    standing = each((x) =>
      pick(
        x,
        `現在の順位は、${H.name.ja}が${rh}位、${A.name.ja}が${ra}位。`,
        `현재 순위는 ${H.name.ko} ${rh}위, ${A.name.ko} ${ra}위입니다.`,
        `${H.name.en} are currently ${ordinal(rh)}, ${A.name.en} ${ordinal(ra)}.`,
      ),
    );
  } else if (g.round.competition.orderNo > 1) {
    const series = g.season.games.filter(
      (x) => x.round === g.round && x.beginAt <= g.beginAt && x.status === 2,
    );
    const wins = (key: string) =>
      series.filter((x) => (x.homeScore! > x.awayScore! ? x.home : x.away)?.key === key).length;
    standing = each((x) =>
      pick(
        x,
        `${g.round.name.ja}の対戦成績は ${H.name.ja} ${wins(H.key)}勝、${A.name.ja} ${wins(A.key)}勝。`,
        `${g.round.name.ko} 전적은 ${H.name.ko} ${wins(H.key)}승, ${A.name.ko} ${wins(A.key)}승.`,
        `${g.round.name.en} record: ${H.name.en} ${wins(H.key)}, ${A.name.en} ${wins(A.key)}.`,
      ),
    );
  }
  return post(
    b,
    g.season,
    W.key,
    addMinutes(endOf(g), 90),
    title,
    summary,
    paragraphs(setting, story(g), standing, WATCH),
    true,
  );
}

/** A tournament report after its final round: the winner and the top three. */
export function golfReport(b: Build, g: GameDraft): NewsRow {
  const board = (g.detail?.leaderboard as { pos: string; name: L10n; toPar: number }[] | undefined) ?? [];
  const [first, second, third] = board;
  const ev = g.golf!.event.name;
  const wins = g.season.games.filter(
    (x) =>
      x.golf?.roundNo === 4 &&
      x.status === 2 &&
      x.beginAt <= g.beginAt &&
      (x.detail?.winner as { name: L10n } | undefined)?.name.en === first!.name.en,
  ).length;
  const title = each((x) =>
    pick(
      x,
      `${first!.name.ja}が${ev.ja}で優勝`,
      `${first!.name.ko}, ${ev.ko} 우승`,
      `${first!.name.en} wins the ${ev.en}`,
    ),
  );
  const summary = each((x) =>
    pick(
      x,
      `通算${toPar(first!.toPar)}で逃げ切り、今季${wins}勝目を挙げた。`,
      `합계 ${toPar(first!.toPar)}의 성적으로 이번 시즌 ${wins}승째를 거두었습니다.`,
      `${toPar(first!.toPar)} overall for win number ${wins} of the season.`,
    ),
  );
  const setting = each((x) =>
    pick(
      x,
      `${g.venue.ja}で行われた${g.season.league.name.ja}「${ev.ja}」は${b.t.date(g.beginAt).ja}に最終ラウンドを終え、${first!.name.ja}が通算${toPar(first!.toPar)}で優勝した。`,
      `${g.venue.ko}에서 열린 ${g.season.league.name.ko} '${ev.ko}' 대회는 ${b.t.date(g.beginAt).ko} 최종 라운드를 마쳤습니다. 우승은 합계 ${toPar(first!.toPar)}의 ${first!.name.ko} 선수입니다.`,
      `The ${ev.en} at ${g.venue.en} finished on ${b.t.date(g.beginAt).en}: ${first!.name.en} won on ${toPar(first!.toPar)}.`,
    ),
  );
  const podium = each(
    (x) =>
      `${pick(x, '上位3人：', '상위 3명: ', 'Top three: ')}${list(
        x,
        [first, second, third].filter(Boolean).map((e) => `${e!.pos}. ${e!.name[x]} ${toPar(e!.toPar)}`),
      )}`,
  );
  const watch = each((x) =>
    pick(
      x,
      '最終ラウンドのハイライトと優勝の瞬間は見逃し配信でご覧いただけます。',
      '최종 라운드 하이라이트와 우승의 순간은 다시 보기에서 시청하실 수 있습니다.',
      'Final-round highlights and the winning moment are on demand now.',
    ),
  );
  return post(
    b,
    g.season,
    null,
    addMinutes(endOf(g), 90),
    title,
    summary,
    paragraphs(setting, podium, watch),
    true,
  );
}
