import { type Pass, scopeOfPass, type VodItem } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import type { VodRow } from './playback.repo.js';
import type { PositionRow } from './positions.repo.js';
import { createWatchingService } from './watching.service.js';

const title = (en: string) => ({ ja: en, en });
const vods: VodRow[] = [
  { id: 1, title: title('Paid with clip'), free: false, videoId: 'v1', clipId: 'c1', gameId: null },
  { id: 2, title: title('Free'), free: true, videoId: 'v2', clipId: null, gameId: null },
  { id: 3, title: title('Paid'), free: false, videoId: 'v3', clipId: null, gameId: null },
];
const item = (id: number): VodItem => ({
  id,
  kind: 'highlight',
  title: `VOD ${id}`,
  duration: 600,
  free: false,
  views: 1,
  likes: 0,
  publishedAt: '2026-11-20T00:00:00.000Z',
  gameTypeId: null,
  leagueId: null,
  leagueName: null,
  originId: null,
  originTitle: null,
  colors: ['#000000', '#ffffff'],
  game: null,
});

function setup(pass: Pass | null) {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  const rows = new Map<string, PositionRow>();
  const asked: number[][] = [];
  const service = createWatchingService({
    content: { vod: async (id) => vods.find((v) => v.id === id) ?? null },
    positions: {
      save: async (row) => {
        rows.set(`${row.userId}/${row.vodId}`, row);
        return row;
      },
      resumable: async (userId, limit) =>
        [...rows.values()]
          .filter((r) => r.userId === userId && r.resumeAt !== null)
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
          .slice(0, limit),
    },
    passes: {
      scopeOf: async () => ({ scope: scopeOfPass(pass), serviceId: -1, pass, until: null }),
    },
    // the catalogue answers in its own order and leaves out what it no longer has
    vodItems: async (ids) => {
      asked.push(ids);
      return ids
        .filter((id) => id !== 3)
        .map(item)
        .reverse();
    },
    clock,
  });
  return { service, clock, rows, asked };
}

describe('continue watching', () => {
  it('keeps the position a member plays in full, at the clock, the end counting as finished', async () => {
    const { service, rows } = setup('basic');
    expect(await service.savePosition(42, 1, { seconds: 125.5, duration: 600 })).toEqual({
      vodId: 1,
      seconds: 125.5,
      durationSeconds: 600,
      finished: false,
      updatedAt: '2026-11-23T03:00:00.000Z',
    });
    expect(rows.get('42/1')?.resumeAt).toBe(125.5);
    // past the end: the end, finished, nothing to resume
    const done = await service.savePosition(42, 1, { seconds: 900, duration: 600 });
    expect(done).toMatchObject({ seconds: 600, finished: true });
    expect(rows.get('42/1')?.resumeAt).toBeNull();
  });

  it("keeps no position of a preview clip (403 PASS_REQUIRED), nor of a VOD that doesn't exist", async () => {
    const { service } = setup(null);
    const codeOf = (pending: Promise<unknown>) =>
      pending.then(
        () => 'saved',
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
    expect(await codeOf(service.savePosition(42, 1, { seconds: 20, duration: 30 }))).toBe('PASS_REQUIRED');
    expect(await codeOf(service.savePosition(42, 99, { seconds: 20, duration: 30 }))).toBe('VOD_NOT_FOUND');
    // a free VOD plays in full for everyone
    expect(await codeOf(service.savePosition(42, 2, { seconds: 20, duration: 30 }))).toBe('saved');
  });

  it('lists the unfinished VODs, the latest watched first, as catalogue items with where to resume', async () => {
    const { service, clock, asked } = setup('premium');
    await service.savePosition(42, 1, { seconds: 300, duration: 600 });
    clock.advance(60_000);
    await service.savePosition(42, 2, { seconds: 30, duration: 120 });
    clock.advance(60_000);
    await service.savePosition(42, 3, { seconds: 100, duration: 600 });
    // barely begun and finished ones are not offered
    await service.savePosition(7, 1, { seconds: 5, duration: 600 });
    await service.savePosition(7, 2, { seconds: 119, duration: 120 });

    const list = await service.continueList({ userId: 42, locale: 'ja' });
    expect(asked).toEqual([[3, 2, 1]]);
    // VOD 3 left the catalogue: left out
    expect(list.map((v) => [v.id, v.resumeAt, v.progress, v.watchedAt])).toEqual([
      [2, 30, 0.25, '2026-11-23T03:01:00.000Z'],
      [1, 300, 0.5, '2026-11-23T03:00:00.000Z'],
    ]);
    expect(list[0]).toMatchObject({ title: 'VOD 2', kind: 'highlight' });
    expect(await service.continueList({ userId: 7, locale: 'ja' })).toEqual([]);
  });
});
