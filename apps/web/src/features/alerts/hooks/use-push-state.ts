import { useCallback, useEffect, useState } from 'react';
import {
  browserPushEnvironment,
  disablePush,
  enablePush,
  type PushEnvironment,
  type PushState,
  readPushState,
} from '../push/push-client.js';

/**
 * The Web Push state of this browser and the two actions. The state is read on mount without any
 * prompt; `enable` is for a button press only (browsers ignore permission prompts without one).
 */
export function usePushState(env: PushEnvironment = browserPushEnvironment()) {
  const [environment] = useState(env);
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    readPushState(environment).then(
      (next) => live && setState(next),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, [environment]);

  const run = useCallback(
    async (action: (env: PushEnvironment) => Promise<PushState>) => {
      setBusy(true);
      setError(null);
      try {
        setState(await action(environment));
      } catch (caught) {
        setError(caught);
        setState(await readPushState(environment).catch(() => 'off' as const));
      } finally {
        setBusy(false);
      }
    },
    [environment],
  );

  return {
    /** null while it is being read. */
    state,
    busy,
    error,
    enable: () => run(enablePush),
    disable: () => run(disablePush),
  };
}
