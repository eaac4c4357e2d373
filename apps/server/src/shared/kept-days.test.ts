import { describe, expect, it } from 'vitest';
import { createKeptDays } from './kept-days.js';

/** A source whose stamps the test moves, counting its reads. */
function source() {
  const stamps = new Map<string, number>();
  const reads: string[] = [];
  let stampReads = 0;
  return {
    stamps,
    reads,
    stampReads: () => stampReads,
    stamp: async (day: string) => {
      stampReads++;
      return String(stamps.get(day) ?? 0);
    },
    read: async (day: string) => {
      reads.push(day);
      const stamp = String(stamps.get(day) ?? 0);
      return { stamp, value: { day, at: stamp } };
    },
  };
}

describe('createKeptDays', () => {
  it('reads a day once, then only its stamp while the stamp holds', async () => {
    const s = source();
    const days = createKeptDays(s);
    const first = await days.of('20261123');
    expect(first).toEqual({ day: '20261123', at: '0' });
    expect(await days.of('20261123')).toBe(first);
    expect(await days.of('20261123')).toBe(first);
    expect(s.reads).toEqual(['20261123']);
    // the first read takes its stamp with the value; each later one checks it
    expect(s.stampReads()).toBe(2);
  });

  it('reads a day again when its stamp moved, and keeps the new value', async () => {
    const s = source();
    const days = createKeptDays(s);
    await days.of('20261123');
    await days.of('20261124');
    s.stamps.set('20261123', 1);
    expect(await days.of('20261123')).toEqual({ day: '20261123', at: '1' });
    expect(await days.of('20261124')).toEqual({ day: '20261124', at: '0' });
    expect(await days.of('20261123')).toEqual({ day: '20261123', at: '1' });
    expect(s.reads).toEqual(['20261123', '20261124', '20261123']);
  });

  it('brings a day whose stamp moved up to date when the source can, else reads it whole', async () => {
    const s = source();
    const updates: string[] = [];
    let updatable = true;
    const days = createKeptDays({
      ...s,
      update: async (day, held) => {
        updates.push(`${day} from ${held.stamp}`);
        const stamp = String(s.stamps.get(day) ?? 0);
        return updatable ? { stamp, value: { day, at: `${held.value.at}+${stamp}` } } : undefined;
      },
    });
    await days.of('20261123');
    s.stamps.set('20261123', 1);
    expect(await days.of('20261123')).toEqual({ day: '20261123', at: '0+1' });
    // what it answered is kept under its stamp
    expect(await days.of('20261123')).toEqual({ day: '20261123', at: '0+1' });
    s.stamps.set('20261123', 2);
    updatable = false;
    expect(await days.of('20261123')).toEqual({ day: '20261123', at: '2' });
    expect(updates).toEqual(['20261123 from 0', '20261123 from 1']);
    expect(s.reads).toEqual(['20261123', '20261123']);
  });

  it('lets the least recently used day go beyond its bound', async () => {
    const s = source();
    const days = createKeptDays(s, { days: 2 });
    for (const day of ['20261122', '20261123', '20261122', '20261124', '20261122', '20261123']) {
      await days.of(day);
    }
    // 20261122 stays (used again before each new day); 20261123 went when 20261124 came
    expect(s.reads).toEqual(['20261122', '20261123', '20261124', '20261123']);
    expect(days.size).toBe(2);
  });

  it('keeps nothing when a read fails', async () => {
    const s = source();
    let fail = true;
    const days = createKeptDays({
      stamp: s.stamp,
      read: async (day) => {
        if (fail) throw new Error('connection lost');
        return s.read(day);
      },
    });
    await expect(days.of('20261123')).rejects.toThrow('connection lost');
    expect(days.size).toBe(0);
    fail = false;
    expect(await days.of('20261123')).toEqual({ day: '20261123', at: '0' });
  });
});
