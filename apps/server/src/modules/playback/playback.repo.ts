import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { channels, lives, vods } from '../../db/schema/index.js';

/** All SQL of what playback reads of the catalogue: one VOD, live or channel by id (STYLE.md 5). */
export function createPlaybackRepo(db: Database) {
  const liveColumns = {
    id: lives.id,
    title: lives.title,
    free: lives.free,
    videoId: lives.videoId,
    playUid: lives.playUid,
    bypass: lives.bypass,
    gameId: lives.gameId,
  };
  return {
    async vod(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: vods.id,
          title: vods.title,
          free: vods.free,
          videoId: vods.videoId,
          clipId: vods.clipId,
          gameId: vods.gameId,
        })
        .from(vods)
        .where(eq(vods.id, id));
      return row ?? null;
    },

    async live(id: number, tx: Executor = db) {
      const [row] = await tx.select(liveColumns).from(lives).where(eq(lives.id, id));
      return row ?? null;
    },

    /** The bypass live of a playUid (spec §4: only a bypass live is played through its playUid). */
    async bypassLive(playUid: string, tx: Executor = db) {
      const [row] = await tx
        .select(liveColumns)
        .from(lives)
        .where(and(eq(lives.playUid, playUid), eq(lives.bypass, true)))
        .limit(1);
      return row ?? null;
    },

    async channel(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({ id: channels.id, name: channels.name, videoId: channels.videoId })
        .from(channels)
        .where(eq(channels.id, id));
      return row ?? null;
    },
  };
}
export type PlaybackRepo = ReturnType<typeof createPlaybackRepo>;
export type VodRow = NonNullable<Awaited<ReturnType<PlaybackRepo['vod']>>>;
export type LiveRow = NonNullable<Awaited<ReturnType<PlaybackRepo['live']>>>;
export type ChannelRow = NonNullable<Awaited<ReturnType<PlaybackRepo['channel']>>>;
