import { describe, expect, it } from 'vitest';
import { createRecovery } from './recovery.js';

describe('the recovery policy', () => {
  it('retries a network error with back-off, then reloads once, then gives up', () => {
    const r = createRecovery();
    const net = { kind: 'network' } as const;
    expect([r.next(net), r.next(net), r.next(net)]).toEqual([
      { do: 'retry', delayMs: 1_000 },
      { do: 'retry', delayMs: 2_000 },
      { do: 'retry', delayMs: 4_000 },
    ]);
    expect(r.next(net)).toEqual({ do: 'reload' });
    expect(r.next(net)).toEqual({ do: 'retry', delayMs: 1_000 });
    r.next(net);
    r.next(net);
    expect(r.next(net)).toEqual({ do: 'fail', reason: 'network' });
  });

  it('recovers a media error twice, then gives up', () => {
    const r = createRecovery();
    expect(r.next({ kind: 'media' })).toEqual({ do: 'recover-media' });
    expect(r.next({ kind: 'media' })).toEqual({ do: 'recover-media' });
    expect(r.next({ kind: 'media' })).toEqual({ do: 'fail', reason: 'media' });
  });

  it('refreshes the signed URL once on a 403, then shows the error', () => {
    const r = createRecovery();
    expect(r.next({ kind: 'network', status: 403 })).toEqual({ do: 'refresh-url' });
    r.onProgress();
    expect(r.next({ kind: 'network', status: 403 })).toEqual({ do: 'fail', reason: 'forbidden' });
  });

  it('forgives network and media errors after playback advanced', () => {
    const r = createRecovery();
    for (let i = 0; i < 3; i += 1) r.next({ kind: 'network' });
    r.next({ kind: 'media' });
    r.next({ kind: 'media' });
    r.onProgress();
    expect(r.next({ kind: 'network' })).toEqual({ do: 'retry', delayMs: 1_000 });
    expect(r.next({ kind: 'media' })).toEqual({ do: 'recover-media' });
  });

  it('gives up on anything else at once', () => {
    expect(createRecovery().next({ kind: 'other' })).toEqual({ do: 'fail', reason: 'other' });
  });
});
