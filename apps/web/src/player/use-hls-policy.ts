import type { ErrorData, HlsConfig } from 'hls.js';
import { type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import { createRecovery, type PlaybackFailure, type RecoveryAction } from './recovery.js';
import { withToken } from './token-url.js';

/** What the player reaches of hls-video-element: the element and the hls.js instance it made. */
export interface HlsHost extends HTMLElement {
  api?: HlsApi | null;
  /** The stream (the master playlist's URL): setting it starts a load. */
  src: string;
  load(): Promise<void>;
  readonly videoRenditions?: { selectedIndex: number; addEventListener(t: 'change', l: () => void): void };
}

/** The part of hls.js's instance the player uses. */
interface HlsApi {
  on(event: 'hlsError', listener: (event: string, data: ErrorData) => void): void;
  on(
    event: 'hlsManifestParsed',
    listener: (event: string, data: { levels: { height: number }[] }) => void,
  ): void;
  on(event: 'hlsFragBuffered', listener: () => void): void;
  startLoad(startPosition?: number): void;
  recoverMediaError(): void;
  readonly latency: number;
  /** The program date-time at the playhead (EXT-X-PROGRAM-DATE-TIME), null without one. */
  readonly playingDate?: Date | null;
  readonly levels: { height: number; frameRate?: number }[];
  currentLevel: number;
}

export interface HlsPolicyOptions {
  /** The token the requests to come carry (a fresh one replaces it before it expires). */
  token: RefObject<string | null>;
  /** Fresh playback data: answers true when a new token is in place. */
  refresh: () => Promise<boolean>;
  /** Playback cannot go on: the error screen. */
  onFail: (reason: Extract<RecoveryAction, { do: 'fail' }>['reason']) => void;
  /** The manifest is known: its levels (the quality choice is applied here). */
  onLevels?: (levels: { height: number }[], api: HlsApi) => void;
}

const failureOf = (data: ErrorData): PlaybackFailure => {
  const status = data.response?.code;
  if (data.type === 'networkError') return { kind: 'network', ...(status ? { status } : {}) };
  if (data.type === 'mediaError') return { kind: 'media' };
  return { kind: 'other' };
};

/**
 * hls.js configuration and the one recovery policy (recovery.ts) for an hls-video-element: every
 * request is moved onto the newest token before it goes out, and fatal errors are answered by the
 * policy. hls-video-element makes a new hls.js instance at each load; the policy attaches to each one
 * when its media element starts loading.
 */
export function useHlsPolicy(host: RefObject<HlsHost | null>, options: HlsPolicyOptions) {
  const latest = useRef(options);
  latest.current = options;

  const config = useMemo<Partial<HlsConfig>>(
    () => ({
      // the token travels in the path: rewrite each request onto the newest one
      xhrSetup: (xhr: XMLHttpRequest, url: string) => {
        const token = latest.current.token.current;
        xhr.open('GET', token ? withToken(url, token) : url, true);
      },
      // a live starts a little behind the edge and keeps there (hls.js's default is 3 segments)
      liveSyncDurationCount: 3,
      // the first segment is asked for as soon as its playlist is in, while the media element is still
      // opening its MediaSource (npm run bench playback, (a): time to first frame)
      startFragPrefetch: true,
      // our policy decides about retries; hls.js's own ones stay short
      fragLoadPolicy: { default: LOAD_POLICY },
      playlistLoadPolicy: { default: LOAD_POLICY },
    }),
    [],
  );

  // a layout effect: in place before the player gives the element its source (Player.tsx)
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const attached = new WeakSet<object>();
    const recovery = createRecovery();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const act = async (api: HlsApi, action: RecoveryAction) => {
      switch (action.do) {
        case 'retry':
          timer = setTimeout(() => api.startLoad(), action.delayMs);
          return;
        case 'reload':
          await el.load();
          return;
        case 'recover-media':
          api.recoverMediaError();
          return;
        case 'refresh-url':
          if (await latest.current.refresh()) await el.load();
          else latest.current.onFail('forbidden');
          return;
        case 'fail':
          latest.current.onFail(action.reason);
      }
    };

    const attach = () => {
      const api = el.api;
      if (!api || attached.has(api)) return;
      attached.add(api);
      api.on('hlsError', (_event, data) => {
        if (data.fatal) void act(api, recovery.next(failureOf(data)));
      });
      api.on('hlsFragBuffered', () => recovery.onProgress());
      api.on('hlsManifestParsed', (_event, data) => latest.current.onLevels?.(data.levels, api));
    };
    // hls-video-element creates its hls.js instance, then attaches the media: the media's first
    // event of that load is the moment to attach to the new instance
    el.addEventListener('loadstart', attach);
    el.addEventListener('emptied', attach);
    attach();
    return () => {
      clearTimeout(timer);
      el.removeEventListener('loadstart', attach);
      el.removeEventListener('emptied', attach);
    };
  }, [host]);

  return config;
}

/** Segments and playlists alike: short hls.js retries, none on a 401/403 (recovery.ts decides then). */
const LOAD_POLICY = {
  maxTimeToFirstByteMs: 10_000,
  maxLoadTimeMs: 20_000,
  timeoutRetry: { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 2_000 },
  errorRetry: { maxNumRetry: 1, retryDelayMs: 500, maxRetryDelayMs: 2_000, shouldRetry: noRetryOnForbidden },
};

/** A 401/403 is not retried by hls.js: the policy refreshes the signed URL instead. */
function noRetryOnForbidden(
  retryConfig: { maxNumRetry: number } | null | undefined,
  retryCount: number,
  _isTimeout: boolean,
  response: { code?: number } | undefined,
  retry: boolean,
): boolean {
  if (response && (response.code === 401 || response.code === 403)) return false;
  return retry && !!retryConfig && retryCount < retryConfig.maxNumRetry;
}
