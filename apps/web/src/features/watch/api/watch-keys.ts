import type { ContentType } from '@kickoff/contract';

/** Query keys of the watch pages: the video info is per member, so it goes with the member's data. */
export const watchKeys = {
  all: ['watch'] as const,
  video: (type: ContentType, id: number) => [...watchKeys.all, 'video', type, id] as const,
  playLive: (playUid: string) => [...watchKeys.all, 'playLive', playUid] as const,
  gameVods: (gameId: number) => [...watchKeys.all, 'gameVods', gameId] as const,
  related: (vodId: number) => [...watchKeys.all, 'related', vodId] as const,
  continueList: () => [...watchKeys.all, 'continue'] as const,
};
