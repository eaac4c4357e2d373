import { isAbsolute } from 'node:path';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/client.js';
import type { BusLog, EventBus } from '../shared/event-bus.js';
import {
  type LadderManifest,
  type LadderPart,
  ladderManifestSchema,
  partDir,
  readLadderManifest,
} from './library.js';
import { type AssetRow, createMediaRepo, type LadderRow } from './media.repo.js';

/**
 * What the catalogue's asset id stands for now:
 * - `ready`: the part `part` of ladder `ladderId` is complete on disk under `dir` (its manifest is
 *   there and the job says ready) — the only state in which anything may be served;
 * - `preparing`: queued or being encoded (`progress` 0–1): the player shows "being prepared";
 * - `failed`: the encoding gave up (`error` says why; an operator re-queues it);
 * - `missing`: no ladder is known for this asset.
 */
export type AssetState =
  | { state: 'ready'; ladderId: string; part: LadderPart; manifest: LadderManifest; dir: string }
  | { state: 'preparing'; ladderId: string; progress: number }
  | { state: 'failed'; ladderId: string; error: string | null }
  | { state: 'missing' };

/** A ladder as this instance knows it. */
type LadderView =
  | { state: 'ready'; manifest: LadderManifest }
  | { state: 'preparing'; progress: number; row: LadderRow | null }
  | { state: 'failed'; error: string | null };

export interface MediaLibraryDeps {
  db: Executor;
  clock: Clock;
  bus: EventBus;
  mediaDir: string;
  log: BusLog;
}

/**
 * The media library of one instance: which asset is which part of which ladder, and how far each
 * ladder is — in memory, loaded once and reloaded ladder by ladder whenever one changes (the worker's
 * progress, an enqueue, on any instance: the `media.changed` event), so `assetState` costs a map
 * lookup. `enqueue` is the entry point of a new source (the demo's, an operator upload later).
 */
export function createMediaLibrary({ db, clock, bus, mediaDir, log }: MediaLibraryDeps) {
  const repo = createMediaRepo(db);
  const ladders = new Map<string, LadderView>();
  const assets = new Map<string, { ladderId: string; part: LadderPart }>();
  const listeners = new Set<(ladderId: string) => void>();

  const viewOf = async (row: LadderRow): Promise<LadderView> => {
    if (row.status === 'failed') return { state: 'failed', error: row.error };
    if (row.status === 'ready') {
      const manifest = await readLadderManifest(mediaDir, row.id);
      // a ready job without its manifest is not served: the worker queues it again
      if (manifest?.ladderId === row.id) return { state: 'ready', manifest };
      return { state: 'preparing', progress: 0, row };
    }
    return { state: 'preparing', progress: row.status === 'encoding' ? row.progress : 0, row };
  };

  const setAssets = (rows: readonly AssetRow[]) => {
    for (const a of rows) assets.set(a.assetId, { ladderId: a.ladderId, part: a.part });
  };

  const loadAll = async () => {
    const [rows, assetRows] = await Promise.all([repo.ladders(), repo.assets()]);
    const views = await Promise.all(rows.map(async (row) => [row.id, await viewOf(row)] as const));
    ladders.clear();
    for (const [id, view] of views) ladders.set(id, view);
    assets.clear();
    setAssets(assetRows);
  };
  let loaded: Promise<void> | null = null;
  const ensureLoaded = () => {
    loaded ??= loadAll().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };

  /** Reloads one ladder (and the assets on it) and tells the listeners (the worker looks for work). */
  const reload = async (ladderId: string) => {
    await ensureLoaded();
    const [row, assetRows] = await Promise.all([repo.ladder(ladderId), repo.assetsOf(ladderId)]);
    if (row) ladders.set(ladderId, await viewOf(row));
    else ladders.delete(ladderId);
    setAssets(assetRows);
    for (const listener of listeners) listener(ladderId);
  };

  const unsubscribe = bus.subscribe('media.changed', async (event) => {
    await reload(event.ladderId);
  });

  /** Reloads a ladder here, then tells every other instance (the bus brings it back here too: cheap). */
  const changed = async (ladderId: string) => {
    await reload(ladderId);
    await bus.publish({ type: 'media.changed', ladderId }).catch((error: unknown) => {
      log.warn({ err: error, ladderId }, 'media: could not announce a change');
    });
  };

  const checkId = (ladderId: string) => ladderManifestSchema.shape.ladderId.parse(ladderId);

  return {
    /** Loads what is known (once); every other method waits for it. */
    ready: ensureLoaded,

    /** The state of a catalogue asset (`vods.video_id`, `clip_id`, `lives.video_id`, `channels.video_id`). */
    async assetState(assetId: string): Promise<AssetState> {
      await ensureLoaded();
      const asset = assets.get(assetId);
      const ladder = asset && ladders.get(asset.ladderId);
      if (!asset || !ladder) return { state: 'missing' };
      const { ladderId, part } = asset;
      if (ladder.state === 'ready') {
        return {
          state: 'ready',
          ladderId,
          part,
          manifest: ladder.manifest,
          dir: partDir(mediaDir, ladderId, part),
        };
      }
      if (ladder.state === 'failed') return { state: 'failed', ladderId, error: ladder.error };
      return { state: 'preparing', ladderId, progress: ladder.progress };
    },

    /**
     * Queues `ladderId` to be encoded from the file `sourcePath` (absolute). Nothing changes for a
     * ladder already queued, encoding or ready from the same file; a failed one is tried again.
     */
    async enqueue(ladderId: string, sourcePath: string): Promise<void> {
      checkId(ladderId);
      if (!isAbsolute(sourcePath)) throw new Error(`media: the source path must be absolute (${sourcePath})`);
      await repo.enqueue(ladderId, sourcePath, clock.now());
      await changed(ladderId);
    },

    /** Ladders whose sources are on their way: "being prepared" from now on, encoded once enqueued. */
    async register(ladderIds: readonly string[]): Promise<void> {
      for (const id of ladderIds) {
        checkId(id);
        await repo.register(id, clock.now());
        await changed(id);
      }
    },

    /**
     * A ladder already complete on disk (MEDIA_DIR pointing at prebuilt media) is taken as ready
     * without encoding: answers whether it was there (`accept` checks its manifest fits).
     */
    async adopt(
      ladderId: string,
      sourcePath: string | null,
      accept: (manifest: LadderManifest) => boolean = () => true,
    ): Promise<boolean> {
      checkId(ladderId);
      const manifest = await readLadderManifest(mediaDir, ladderId);
      if (manifest?.ladderId !== ladderId || !accept(manifest)) return false;
      const row = await repo.ladder(ladderId);
      if (row?.status !== 'ready') {
        await repo.markReady(ladderId, sourcePath, clock.now());
        await changed(ladderId);
      }
      return true;
    },

    /** Points catalogue assets at parts of ladders (the ladders must exist: register or enqueue first). */
    async mapAssets(rows: readonly AssetRow[]): Promise<void> {
      await repo.mapAssets(rows);
      for (const ladderId of new Set(rows.map((r) => r.ladderId))) await changed(ladderId);
    },

    /** For the worker: reload a ladder here and on every instance after changing its row. */
    changed,

    /** Calls `listener` after every change of a ladder; answers the function that stops it. */
    onChange(listener: (ladderId: string) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    close(): void {
      unsubscribe();
      listeners.clear();
    },
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
