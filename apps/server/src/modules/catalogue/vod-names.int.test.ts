import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures, names, queryCounter } from '../../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { leagues, origins, teams, vods } from '../../db/schema/index.js';
import { selectVodRefs } from './catalogue.queries.js';
import { createVodRepo } from './vod.repo.js';
import { vodNamesOf } from './vod-names.js';

let t: TestApp;
let c: ReturnType<typeof catalogueFixtures>;
let w: Awaited<ReturnType<ReturnType<typeof catalogueFixtures>['world']>>;
let repo: ReturnType<typeof createVodRepo>;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  c = catalogueFixtures(t.database.db);
  w = await c.world();
  repo = createVodRepo(t.database.db);
  ids = [w.vods.highlight.id, w.vods.full.id, ...w.episodes.map((e: { id: number }) => e.id)];
});
afterAll(() => t.close());

const db = () => t.database.db;
const teamName = (id: number) =>
  db()
    .select({ name: teams.name })
    .from(teams)
    .where(eq(teams.id, id))
    .then(([row]) => row!.name);
const rename = (id: number, en: string) =>
  db()
    .update(teams)
    .set({ name: names(`${en}ja`, `${en}ko`, en) })
    .where(eq(teams.id, id));

describe(`a VOD list's names, kept per instance while their epoch holds (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('shows the names a join would, then reads none while the epoch holds', async () => {
    const rows = await repo.byIds(ids);
    const highlight = rows.find((r) => r.id === w.vods.highlight.id)!;
    const home = w.games.finished.homeTeamId!;
    expect(highlight.home).toMatchObject({ id: home, name: await teamName(home) });
    expect(highlight.leagueName).toEqual(w.league.name);
    const episode = rows.find((r) => r.originId === w.origin.id)!;
    expect(episode.originTitle).toEqual(w.origin.title);
    expect(episode.originColors).toEqual(w.origin.colors);

    const counter = queryCounter(db());
    try {
      expect(await repo.byIds(ids)).toEqual(rows);
      expect(counter.count).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it("follows every change of a team's, league's or programme's names at once", async () => {
    const home = w.games.finished.homeTeamId!;
    const before = await teamName(home);
    await rename(home, 'Renamed Home');
    const vod = async () => (await repo.byIds([w.vods.highlight.id]))[0]!;
    expect((await vod()).home?.name.en).toBe('Renamed Home');
    await db().update(teams).set({ name: before }).where(eq(teams.id, home));
    expect((await vod()).home?.name).toEqual(before);

    await db()
      .update(leagues)
      .set({ name: names('改名', '개명', 'Renamed League') })
      .where(eq(leagues.id, w.league.id));
    expect((await vod()).leagueName?.en).toBe('Renamed League');
    await db().update(leagues).set({ name: w.league.name }).where(eq(leagues.id, w.league.id));
    expect((await vod()).leagueName).toEqual(w.league.name);

    // a programme's title, colours and sport (0025 moves the epoch with them)
    const episode = w.episodes[0]!.id;
    expect((await repo.byIds([episode]))[0]!.originTitle).toEqual(w.origin.title);
    await db()
      .update(origins)
      .set({ title: names('改題', '개제', 'Retitled'), colors: ['#000000', '#ffffff'] })
      .where(eq(origins.id, w.origin.id));
    const [row] = await repo.byIds([episode]);
    expect(row!.originTitle?.en).toBe('Retitled');
    expect(row!.originColors).toEqual(['#000000', '#ffffff']);
    await db()
      .update(origins)
      .set({ title: w.origin.title, colors: w.origin.colors })
      .where(eq(origins.id, w.origin.id));
  });

  it('never answers names older than the rows, when the epoch moves between the two reads', async () => {
    const names$ = vodNamesOf(db());
    // a VOD of two teams the book has never held; its rows are read, then its home team is renamed
    const [home, away] = [await c.team({ gameTypeId: w.type.id }), await c.team({ gameTypeId: w.type.id })];
    const game = await c.game({
      gameTypeId: w.type.id,
      leagueId: w.league.id,
      seasonId: w.seasons.current.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      beginAt: new Date('2026-11-20T10:00:00Z'),
    });
    const vod = await c.vod({ gameId: game.id, leagueId: w.league.id });
    const refs = await selectVodRefs(db()).where(inArray(vods.id, [vod.id]));
    await rename(home.id, 'Later Home');
    // the names, read after, are at a newer epoch than the rows: all of them are read at it
    const [shown] = await names$.of(refs);
    expect(shown!.home?.name.en).toBe('Later Home');
    expect(shown!.away).toMatchObject({ id: away.id, name: away.name });
    // and the book now holds the newer names
    const counter = queryCounter(db());
    try {
      const [again] = await repo.byIds([vod.id]);
      expect(again!.home?.name.en).toBe('Later Home');
      expect(counter.count).toBe(1);
    } finally {
      counter.restore();
    }
    await db().execute(sql`DELETE FROM vods WHERE id = ${vod.id}`);
  });

  it("reads a transaction's names in it and keeps none of them", async () => {
    const away = w.games.finished.awayTeamId!;
    const before = await teamName(away);
    await db()
      .transaction(async (tx) => {
        await tx
          .update(teams)
          .set({ name: names('仮', '임시', 'Uncommitted') })
          .where(eq(teams.id, away));
        const [inside] = await repo.byIds([w.vods.highlight.id], tx);
        expect(inside!.away?.name.en).toBe('Uncommitted');
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    const [after] = await repo.byIds([w.vods.highlight.id]);
    expect(after!.away?.name).toEqual(before);
  });

  it("takes a VOD's sport from its programme when it has no other", async () => {
    const episode = await c.vod({ originId: w.origin.id, kind: 'origin', gameTypeId: null, gameId: null });
    expect((await repo.byIds([episode.id]))[0]!.gameTypeId).toBe(w.origin.gameTypeId);
    await db().execute(sql`DELETE FROM vods WHERE id = ${episode.id}`);
  });
});
