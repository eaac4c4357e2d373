import { z } from 'zod';
import { l10nSchema, readContent } from '../content.js';
import type { L10n } from '../help-text.js';
import { SPORT_KEYS, type Sport } from './types.js';

const CHANNEL_KEYS = ['sports1', 'sports2', 'football', 'news'] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

export interface ChannelSeed {
  key: ChannelKey;
  name: L10n;
  type: 'sports' | 'league' | 'news';
  colors: [string, string];
  /** Sports it carries live, by preference order of the channel. */
  live: Sport[];
  /** Sports of the games it shows again (rebroadcast 300) and of last season's classics (recorded 400). */
  replays: Sport[];
  /** Whose rotation of shows it uses (default: its own key); the benchmark's extra channels borrow one. */
  pool?: ChannelKey;
}

const channelsSchema = z.strictObject({
  channels: z.array(
    z.strictObject({
      key: z.enum(CHANNEL_KEYS),
      name: l10nSchema,
      type: z.enum(['sports', 'league', 'news']),
      colors: z.tuple([z.string(), z.string()]),
      live: z.array(z.enum(SPORT_KEYS)),
      replays: z.array(z.enum(SPORT_KEYS)),
    }),
  ),
  pools: z.record(z.enum(CHANNEL_KEYS), z.array(z.string()).min(1)),
});
const channels = readContent('catalogue/channels.json', channelsSchema);

/** catalogue/channels.json: the four channels, in the order they get their ids. */
export const CHANNELS: ChannelSeed[] = channels.channels;

export interface Show {
  key: string;
  title: L10n;
  description: L10n;
  minutes: number;
  /** 200 main broadcast, 300 rebroadcast, 400 recorded. */
  type: 200 | 300 | 400;
}

const showsSchema = z.strictObject({
  shows: z.array(
    z.strictObject({
      key: z.string(),
      minutes: z.int().positive(),
      type: z.union([z.literal(200), z.literal(300), z.literal(400)]),
      title: l10nSchema,
      description: l10nSchema,
    }),
  ),
  maintenance: l10nSchema,
  hidden: l10nSchema,
});
const shows = readContent('catalogue/shows.json', showsSchema);

/** catalogue/shows.json: the shows of the EPG by key. */
export const SHOWS: Record<string, Show> = Object.fromEntries(shows.shows.map((s) => [s.key, s]));

/** The shows each channel fills its day with, in rotation; the first 30-minute one is the fallback. */
export const POOLS: Record<ChannelKey, string[]> = channels.pools;

export const MAINTENANCE: L10n = shows.maintenance;
export const HIDDEN: L10n = shows.hidden;
