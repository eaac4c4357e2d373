import { describe, expect, it } from 'vitest';
import { videoParamsSchema, watchProgressOf } from './video.js';

describe('watchProgressOf', () => {
  it('is finished within the last 5 %, not started under 10 s', () => {
    expect(watchProgressOf(0, 600)).toEqual({ finished: false, resumeAt: null });
    expect(watchProgressOf(9.5, 600)).toEqual({ finished: false, resumeAt: null });
    expect(watchProgressOf(10, 600)).toEqual({ finished: false, resumeAt: 10 });
    expect(watchProgressOf(569, 600)).toEqual({ finished: false, resumeAt: 569 });
    expect(watchProgressOf(570, 600)).toEqual({ finished: true, resumeAt: null });
  });

  it('counts a position past the end as the end', () => {
    expect(watchProgressOf(900, 600)).toEqual({ finished: true, resumeAt: null });
  });
});

describe('videoParamsSchema', () => {
  it('takes the ids a PostgreSQL integer holds, no more', () => {
    expect(videoParamsSchema.safeParse({ id: '2147483647' }).success).toBe(true);
    expect(videoParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(videoParamsSchema.safeParse({ id: '0' }).success).toBe(false);
  });
});
