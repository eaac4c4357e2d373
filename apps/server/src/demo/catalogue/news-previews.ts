import type { L10n } from '../help-text.js';
import { joinL10n, messages } from '../messages.js';
import type { Build, SeasonDraft, StandingRow } from './model.js';
import { common, type NewsRow, paragraphs, post } from './news.js';
import { each } from './text.js';

const row = (table: StandingRow[], key: string) => table.find((r) => r.team.key === key)!;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const preview = messages('catalogue/news/previews.json', {
  neoTitle: ['leader', 'second'],
  neoSummary: ['leaderShort', 'secondShort', 'leaderPoints', 'secondPoints'],
  neoSetting: ['date', 'venue', 'leader', 'second'],
  neoFixtures: ['fixtures'],
  neoLive: [],
  bnextTitle: ['leader', 'challenger'],
  bnextSummary: ['leaderShort', 'challengerShort', 'average'],
  bnextSetting: ['date', 'venue', 'challengerShort'],
  bnextCommentary: [],
  openTitle: ['leader', 'score'],
  openSummary: [],
  openSetting: ['venue', 'leader', 'score'],
  openLeaderboard: ['entries'],
});

const tables = messages('catalogue/news/tables.json', {
  promotionTitle: ['first', 'second', 'third'],
  promotionSummary: [],
  promotionNote: [],
  pblTitle: ['champion'],
  pblSummary: ['champion', 'runnerUp'],
  pblSetting: ['champion', 'runnerUp'],
  pblNote: [],
  bnextTitle: ['leader'],
  bnextSummary: [],
  bnextNote: ['scorers'],
  winterTitle: ['leader'],
  winterSummary: [],
  winterNote: [],
});

/** The current season of each demo league. */
export interface CurrentSeasons {
  neo1: SeasonDraft;
  neo2: SeasonDraft;
  pbl: SeasonDraft;
  winter: SeasonDraft;
  bnext: SeasonDraft;
  golf: SeasonDraft;
}

/** The top of a table as lines: "1. 北嶺 52" (points, or wins–losses for baseball and basketball). */
export function tableLines(table: StandingRow[], n: number, football: boolean): L10n {
  const lines = table
    .slice(0, n)
    .map((r) =>
      football
        ? common('tablePoints', { rank: r.rank, team: r.team.short, points: r.points })
        : common('tableRecord', { rank: r.rank, team: r.team.short, won: r.won, lost: r.lost }),
    );
  return joinL10n(
    lines,
    each(() => '\n'),
  );
}

/** Previews of the week's big games: the Neo League title decider, B.NEXT round 8, the KICKOFF Open. */
export function previewPosts(b: Build, { neo1, bnext, golf }: CurrentSeasons): NewsRow[] {
  const out: NewsRow[] = [];
  const { t } = b;
  const H = neo1.entries.find((c) => c.key === 'hokurei')!;
  const R = neo1.entries.find((c) => c.key === 'regalia')!;
  const finalDay = neo1.games.filter((g) => g.round.name.en === 'Round 22');
  const fixtures = finalDay.map((g) => each((x) => `${g.home!.short[x]} - ${g.away!.short[x]}`));
  const neo = { leader: H.name, second: R.name };
  out.push(
    post(
      b,
      neo1,
      'hokurei',
      t.at(-1, 20),
      preview('neoTitle', neo),
      preview('neoSummary', {
        leaderShort: H.short,
        secondShort: R.short,
        leaderPoints: row(neo1.standings, 'hokurei').points,
        secondPoints: row(neo1.standings, 'regalia').points,
      }),
      paragraphs(
        preview('neoSetting', { ...neo, date: t.date(finalDay[0]!.beginAt), venue: H.venue }),
        tableLines(neo1.standings, 4, true),
        preview('neoFixtures', { fixtures: joinL10n(fixtures, common('list')) }),
        preview('neoLive'),
      ),
    ),
  );

  const shooters = bnext.entries.find((c) => c.key === 'shooters')!;
  const blaze = bnext.entries.find((c) => c.key === 'blaze')!;
  const bigGame = bnext.games.find((g) => g.round.name.en === 'Round 8' && g.home?.key === 'shooters')!;
  const blazeRow = row(bnext.standings, 'blaze');
  out.push(
    post(
      b,
      bnext,
      'shooters',
      t.at(-1, 12),
      preview('bnextTitle', { leader: shooters.name, challenger: blaze.name }),
      preview('bnextSummary', {
        leaderShort: shooters.short,
        challengerShort: blaze.short,
        average: (blazeRow.scoreFor / Math.max(1, blazeRow.played)).toFixed(1),
      }),
      paragraphs(
        preview('bnextSetting', {
          date: t.date(bigGame.beginAt),
          venue: bigGame.venue,
          challengerShort: blaze.short,
        }),
        tableLines(bnext.standings, 5, false),
        preview('bnextCommentary'),
      ),
    ),
  );

  const open = golf.games.filter((g) => g.golf?.event.name.en === 'KICKOFF Open');
  const day1 = open.find((g) => g.golf!.roundNo === 1 && g.status === 2);
  const board = (day1?.detail?.leaderboard as { pos: string; name: L10n; toPar: number }[] | undefined) ?? [];
  const lead = board[0];
  if (day1 && lead) {
    const score = signed(lead.toPar);
    const entries = board.slice(0, 5).map((e) => each((x) => `${e.pos}. ${e.name[x]} ${signed(e.toPar)}`));
    out.push(
      post(
        b,
        golf,
        null,
        t.at(-1, 17),
        preview('openTitle', { leader: lead.name, score }),
        preview('openSummary'),
        paragraphs(
          preview('openSetting', { venue: day1.venue, leader: lead.name, score }),
          preview('openLeaderboard', {
            entries: joinL10n(
              entries,
              each(() => ', '),
            ),
          }),
        ),
        true,
      ),
    );
  }

  return out;
}

/** The tables of the moment: the promotion race, the PBL champions, B.NEXT after round 7, the winter league. */
export function tablePosts(b: Build, { neo2, pbl, bnext, winter }: CurrentSeasons): NewsRow[] {
  const { t } = b;
  const shooters = bnext.entries.find((c) => c.key === 'shooters')!;
  const blaze = bnext.entries.find((c) => c.key === 'blaze')!;
  const promotion = neo2.standings;
  const D = pbl.entries.find((c) => c.key === 'dolphins')!;
  const F = pbl.entries.find((c) => c.key === 'falcons')!;
  const final = { champion: D.name, runnerUp: F.name };
  const winterTable = winter.standings;
  return [
    post(
      b,
      neo2,
      promotion[0]!.team.key,
      t.at(-2, 12),
      tables('promotionTitle', {
        first: promotion[0]!.team.name,
        second: promotion[1]!.team.name,
        third: promotion[2]!.team.name,
      }),
      tables('promotionSummary'),
      paragraphs(tableLines(promotion, 5, true), tables('promotionNote')),
    ),
    post(
      b,
      pbl,
      'dolphins',
      t.at(-11, 12),
      tables('pblTitle', { champion: D.name }),
      tables('pblSummary', final),
      paragraphs(tables('pblSetting', final), tableLines(pbl.standings, 6, false), tables('pblNote')),
      true,
    ),
    post(
      b,
      bnext,
      'shooters',
      t.at(-9, 12),
      tables('bnextTitle', { leader: shooters.name }),
      tables('bnextSummary'),
      paragraphs(tableLines(bnext.standings, 12, false), tables('bnextNote', { scorers: blaze.short })),
      true,
    ),
    post(
      b,
      winter,
      winterTable[0]!.team.key,
      t.at(-2, 18),
      tables('winterTitle', { leader: winterTable[0]!.team.name }),
      tables('winterSummary'),
      paragraphs(tableLines(winterTable, 8, false), tables('winterNote')),
    ),
  ];
}
