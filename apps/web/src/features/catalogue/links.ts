/**
 * Where catalogue items lead (spec §2): the live page opens with type=live, the player with
 * type=vod or type=channel. The video screens come with the player issue; the links are the spec's.
 */
export const liveLink = (liveId: number) => `/live?type=live&id=${liveId}`;
export const vodLink = (vodId: number) => `/player?type=vod&id=${vodId}`;
export const channelLink = (channelId: number) => `/player?type=channel&id=${channelId}`;
export const leagueLink = (gameTypeKey: string, leagueId?: number) =>
  leagueId ? `/league/${gameTypeKey}?league=${leagueId}` : `/league/${gameTypeKey}`;
export const originLink = (originId: number) => `/detail/origin?id=${originId}`;
export const themeLink = (themeId: number) => `/detail/theme?id=${themeId}`;
export const newsLink = (postId: number) => `/news/post?id=${postId}`;
