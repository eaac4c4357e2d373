import { LIMITS } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { memoryPreviews } from './previews.repo.js';
import { createPreviewService, previewPeriodOf } from './previews.service.js';

const LENGTH = LIMITS.livePreviewSeconds;
// 12:00 in Tokyo
const NOON = '2026-11-23T03:00:00.000Z';

function setup(now = NOON) {
  const clock = fixedClock(now);
  const previews = memoryPreviews();
  const service = createPreviewService({ previews, clock });
  const play = (userId: number, type: 'live' | 'channel', id: number) =>
    service.secondsLeft(userId, { type, id }, LENGTH, { start: true });
  return { clock, previews, service, play };
}

describe('timed previews', () => {
  it('the first playable request starts the preview; later ones get what is left, then 0', async () => {
    const { clock, previews, play } = setup();
    expect(await play(42, 'live', 10)).toBe(180);
    expect(previews.rows).toEqual([
      { userId: 42, contentType: 'live', contentId: 10, period: 'once', startedAt: new Date(NOON) },
    ]);
    clock.advance(60_000);
    expect(await play(42, 'live', 10)).toBe(120);
    clock.advance(119_500);
    // half a second left is not a second to play
    expect(await play(42, 'live', 10)).toBe(0);
    clock.advance(500);
    expect(await play(42, 'live', 10)).toBe(0);
    clock.advance(24 * 3600_000);
    // a live's preview is once, whatever the day
    expect(await play(42, 'live', 10)).toBe(0);
    expect(previews.rows).toHaveLength(1);
  });

  it("is each member's own and each content's own", async () => {
    const { clock, play } = setup();
    await play(42, 'live', 10);
    clock.advance(180_000);
    expect(await play(42, 'live', 10)).toBe(0);
    expect(await play(43, 'live', 10)).toBe(180);
    expect(await play(42, 'live', 11)).toBe(180);
    // a channel with the same id is another content
    expect(await play(42, 'channel', 10)).toBe(180);
  });

  it('a request that cannot play yet (media being prepared) looks without starting', async () => {
    const { clock, previews, service, play } = setup();
    const look = () => service.secondsLeft(42, { type: 'channel', id: 20 }, LENGTH, { start: false });
    expect(await look()).toBe(180);
    expect(previews.rows).toEqual([]);
    await play(42, 'channel', 20);
    clock.advance(30_000);
    expect(await look()).toBe(150);
  });

  it("begins a channel's preview again on each Tokyo day, at midnight in Tokyo (15:00 UTC)", async () => {
    // 23:58:30 in Tokyo
    const { clock, previews, play } = setup('2026-11-23T14:58:30.000Z');
    expect(await play(42, 'channel', 20)).toBe(180);
    clock.set('2026-11-23T14:59:59.000Z'); // 23:59:59: the same day, 89 s in
    expect(await play(42, 'channel', 20)).toBe(91);
    clock.set('2026-11-23T15:00:00.000Z'); // 00:00 on the 24th: a new day, a new preview
    expect(await play(42, 'channel', 20)).toBe(180);
    clock.advance(180_000);
    expect(await play(42, 'channel', 20)).toBe(0);
    expect(previews.rows.map((r) => r.period)).toEqual(['2026-11-23', '2026-11-24']);
    // a live started the same evening stays used up the next day
    expect(previewPeriodOf('live', new Date('2026-11-24T15:00:00Z'))).toBe('once');
  });

  it('never answers more than the whole preview (a start stamped ahead by another clock)', async () => {
    const { clock, play } = setup();
    await play(42, 'live', 10);
    clock.advance(-5_000);
    expect(await play(42, 'live', 10)).toBe(180);
  });
});
