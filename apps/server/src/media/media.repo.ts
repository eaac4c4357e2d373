import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { mediaAssets, mediaLadders } from '../db/schema/index.js';
import type { LadderPart } from './library.js';

export type LadderRow = typeof mediaLadders.$inferSelect;
export interface AssetRow {
  assetId: string;
  ladderId: string;
  part: LadderPart;
}

/** The SQL of the media pipeline: its ladders (the jobs) and the assets that point at them. */
export function createMediaRepo(db: Executor) {
  return {
    async ladder(id: string): Promise<LadderRow | null> {
      const [row] = await db.select().from(mediaLadders).where(eq(mediaLadders.id, id));
      return row ?? null;
    },

    ladders(): Promise<LadderRow[]> {
      return db.select().from(mediaLadders);
    },

    assets(): Promise<AssetRow[]> {
      return db.select().from(mediaAssets);
    },

    assetsOf(ladderId: string): Promise<AssetRow[]> {
      return db.select().from(mediaAssets).where(eq(mediaAssets.ladderId, ladderId));
    },

    /** A ladder whose source is on its way: preparing, not yet claimable. Nothing if it exists. */
    async register(id: string, now: Date): Promise<void> {
      await db
        .insert(mediaLadders)
        .values({ id, sourcePath: null, status: 'queued', createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    },

    /**
     * Queues `id` to be encoded from `sourcePath`. A ladder already queued, encoding or ready from the
     * same source stays as it is; a failed one, one waiting for its source, or one from another
     * source starts again.
     */
    async enqueue(id: string, sourcePath: string, now: Date): Promise<void> {
      await db
        .insert(mediaLadders)
        .values({ id, sourcePath, status: 'queued', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: mediaLadders.id,
          set: {
            sourcePath,
            status: 'queued',
            progress: 0,
            error: null,
            attempts: 0,
            worker: null,
            updatedAt: now,
          },
          setWhere: or(
            eq(mediaLadders.status, 'failed'),
            sql`${mediaLadders.sourcePath} is distinct from ${sourcePath}`,
          ),
        });
    },

    /** A ladder found complete on disk (a prebuilt media directory): ready without encoding. */
    async markReady(id: string, sourcePath: string | null, now: Date): Promise<void> {
      await db
        .insert(mediaLadders)
        .values({ id, sourcePath, status: 'ready', progress: 1, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: mediaLadders.id,
          set: { status: 'ready', progress: 1, error: null, worker: null, updatedAt: now },
        });
    },

    /**
     * Takes the oldest queued ladder that has its source for `worker`: `encoding`, one more attempt.
     * Safe on several instances at once (SKIP LOCKED: two workers never take the same row).
     */
    async claim(worker: string, now: Date): Promise<LadderRow | null> {
      const next = db
        .select({ id: mediaLadders.id })
        .from(mediaLadders)
        .where(and(eq(mediaLadders.status, 'queued'), isNotNull(mediaLadders.sourcePath)))
        .orderBy(mediaLadders.createdAt, mediaLadders.id)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(mediaLadders)
        .set({
          status: 'encoding',
          worker,
          progress: 0,
          attempts: sql`${mediaLadders.attempts} + 1`,
          updatedAt: now,
        })
        .where(inArray(mediaLadders.id, next))
        .returning();
      return row ?? null;
    },

    /** Progress of a ladder this worker is encoding (its heartbeat too: `updated_at`). */
    async progress(id: string, worker: string, progress: number, now: Date): Promise<void> {
      await db
        .update(mediaLadders)
        .set({ progress, updatedAt: now })
        .where(
          and(eq(mediaLadders.id, id), eq(mediaLadders.worker, worker), eq(mediaLadders.status, 'encoding')),
        );
    },

    /**
     * The end of this worker's encoding of `id`: ready, back to the queue, or failed. `uncounted`: the
     * attempt does not count (the worker was stopped, the encoding did not fail).
     */
    async finish(
      id: string,
      worker: string,
      outcome: { status: 'ready' | 'queued' | 'failed'; error?: string | null; uncounted?: boolean },
      now: Date,
    ): Promise<void> {
      await db
        .update(mediaLadders)
        .set({
          status: outcome.status,
          progress: outcome.status === 'ready' ? 1 : 0,
          error: outcome.error ?? null,
          worker: null,
          updatedAt: now,
          ...(outcome.uncounted ? { attempts: sql`greatest(${mediaLadders.attempts} - 1, 0)` } : {}),
        })
        .where(
          and(eq(mediaLadders.id, id), eq(mediaLadders.worker, worker), eq(mediaLadders.status, 'encoding')),
        );
    },

    /**
     * Encodings nobody is doing any more go back to the queue: every one (`before` null: this is the
     * only instance, as with PGlite) or those whose worker has not reported since `before`.
     */
    async requeueAbandoned(before: Date | null, now: Date): Promise<string[]> {
      const rows = await db
        .update(mediaLadders)
        .set({ status: 'queued', progress: 0, worker: null, updatedAt: now })
        .where(
          and(eq(mediaLadders.status, 'encoding'), before ? lt(mediaLadders.updatedAt, before) : undefined),
        )
        .returning({ id: mediaLadders.id });
      return rows.map((r) => r.id);
    },

    /** A ready ladder whose files are gone goes back to the queue. */
    async requeue(id: string, now: Date): Promise<void> {
      await db
        .update(mediaLadders)
        .set({ status: 'queued', progress: 0, worker: null, updatedAt: now })
        .where(and(eq(mediaLadders.id, id), eq(mediaLadders.status, 'ready')));
    },

    /** Points assets at parts of ladders (insert or move). */
    async mapAssets(rows: readonly AssetRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(mediaAssets)
        .values([...rows])
        .onConflictDoUpdate({
          target: mediaAssets.assetId,
          set: { ladderId: sql`excluded.ladder_id`, part: sql`excluded.part` },
        });
    },
  };
}
