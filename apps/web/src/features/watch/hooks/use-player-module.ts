import { useCallback, useEffect, useState } from 'react';

type PlayerModule = typeof import('../../../player/index.js');

let loaded: PlayerModule | null = null;
let loading: Promise<PlayerModule> | null = null;

/** The player and hls.js: one chunk, asked for once (a failed load is asked for again next time). */
function loadPlayer(): Promise<PlayerModule> {
  loading ??= import('../../../player/index.js').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The player module, which loads with the first video a member opens rather than with the app: asked
 * for as the stage mounts, beside the video call, and handed over as state rather than through
 * React.lazy — a Suspense boundary holds back what it reveals until 300 ms after its fallback showed,
 * time the first frame waited for (npm run bench playback, (a)). After a failure, `retry` asks again.
 */
export function usePlayerModule(): { module: PlayerModule | null; failed: boolean; retry: () => void } {
  const [module, setModule] = useState<PlayerModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || failed) return;
    let live = true;
    loadPlayer().then(
      (ready) => {
        if (live) setModule(ready);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [module, failed]);
  const retry = useCallback(() => setFailed(false), []);
  return { module, failed, retry };
}
