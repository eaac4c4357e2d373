import type { ContentType, Playback, VideoInfo } from '@kickoff/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../core/call.js';
import { watchKeys } from './watch-keys.js';

/** While a VOD's media is being prepared, its video info is asked again this often. */
export const PREPARING_POLL_MS = 5_000;

const CALLS = { vod: 'video.vod', live: 'video.live', channel: 'video.channel' } as const;

async function fetchVideo(type: ContentType, id: number, signal?: AbortSignal): Promise<VideoInfo> {
  return call(CALLS[type], { params: { id }, signal });
}

/**
 * GET /{type}/{id}: the video info with this member's playback data (spec §3, §7). A bypass live
 * (spec §4) answers no playback data: GET /play/live/{playUid} supplies it, and when that fails the
 * video is an error. Not retried (an answer like PASS_REQUIRED is final); asked again every few
 * seconds while the media is being prepared.
 */
export function useVideo(type: ContentType, id: number) {
  const info = useQuery({
    queryKey: watchKeys.video(type, id),
    queryFn: ({ signal }) => fetchVideo(type, id, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.playback?.state === 'preparing' ? PREPARING_POLL_MS : false,
  });
  const playUid = info.data?.bypass ? info.data.playUid : null;
  const bypass = useQuery({
    queryKey: watchKeys.playLive(playUid ?? ''),
    queryFn: ({ signal }) => call('video.playLive', { params: { playUid: playUid ?? '' }, signal }),
    enabled: playUid !== null,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const playback: Playback | null = playUid ? (bypass.data ?? null) : (info.data?.playback ?? null);
  const bypassMissing = info.data?.bypass === true && !info.data.playUid;
  return {
    info,
    playback,
    pending: info.isPending || (playUid !== null && bypass.isPending),
    error: info.error ?? bypass.error ?? (bypassMissing ? new Error('bypass without playUid') : null),
  };
}

/**
 * Fresh playback data for the same content (a new signed URL), for the player's refresh. The stage
 * shows it too: an answer of `previewEnded` (the timed preview's time is up on the server) turns the
 * player into "preview ended".
 */
export function useRefreshPlayback(type: ContentType, id: number) {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<Playback | null> => {
    try {
      const info = await fetchVideo(type, id);
      if (info.bypass && info.playUid) {
        const playback = await call('video.playLive', { params: { playUid: info.playUid } });
        queryClient.setQueryData(watchKeys.video(type, id), info);
        queryClient.setQueryData(watchKeys.playLive(info.playUid), playback);
        return playback;
      }
      queryClient.setQueryData(watchKeys.video(type, id), info);
      return info.playback;
    } catch {
      return null;
    }
  }, [queryClient, type, id]);
}
