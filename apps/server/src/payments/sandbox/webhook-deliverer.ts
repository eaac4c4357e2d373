import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { DeliveryRow, SandboxRepo } from './sandbox.repo.js';
import { SIGNATURE_HEADER, signWebhook } from './signature.js';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
/** The first retry after a failed attempt; each next one waits twice as long, up to an hour. */
const FIRST_RETRY_MS = 10 * SECOND;
const LONGEST_RETRY_MS = HOUR;
/** No 2xx this long after the event: the provider gives up on it (real providers: a day to three). */
export const GIVE_UP_AFTER_MS = 24 * HOUR;
/** How long one attempt may take: the receiver must answer within it. */
const ATTEMPT_TIMEOUT_MS = 10 * SECOND;
/** A claimed row stays with its deliverer this long (longer than an attempt), then anyone may retry it. */
const LEASE_MS = ATTEMPT_TIMEOUT_MS + 20 * SECOND;

/** The wait before the next attempt after `attempts` failed ones: 10 s, 20 s, 40 s … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface DeliveryRun {
  /** Deliveries answered with a 2xx. */
  delivered: number;
  /** Attempts that failed and will be retried. */
  retrying: number;
  /** Deliveries given up (no 2xx for a day). */
  abandoned: number;
}

export interface WebhookDelivererDeps {
  repo: SandboxRepo;
  clock: Clock;
  secret: string;
  /** Billing's endpoint: `${PUBLIC_URL}/api/v2/pay/webhook`. */
  url: string;
  /** Deliveries claimed per run. */
  batchSize?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The outbox's deliverer: POSTs each due delivery over real HTTP, signed at the moment it is sent, and
 * records the answer: a 2xx ends it; anything else (an error status, a refused connection, no answer
 * within 10 s) schedules a retry with exponential backoff, until a day has passed since the event.
 * Safe with several instances at once: a delivery is claimed by one (SKIP LOCKED, then a lease), so it
 * is never in flight twice; a deliverer that dies mid-POST leaves it to be retried when the lease ends.
 * Redirects are not followed (a 3xx is a failure, as with real providers).
 */
export function createWebhookDeliverer(deps: WebhookDelivererDeps) {
  const { repo, clock, secret, url, batchSize = 20 } = deps;
  const send = deps.fetch ?? globalThis.fetch;
  /** This deliverer's name on the rows it claims. */
  const claimer = `deliverer-${randomBytes(6).toString('hex')}`;

  async function attempt(row: DeliveryRow, signal: AbortSignal | undefined): Promise<keyof DeliveryRun> {
    let status: number | null = null;
    let error: string | null = null;
    try {
      const timeout = AbortSignal.timeout(ATTEMPT_TIMEOUT_MS);
      const response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'KICKOFF-Sandbox-Webhooks/1.0',
          [SIGNATURE_HEADER]: signWebhook(secret, row.body, clock.now()),
        },
        body: row.body,
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      status = response.status;
      // the answer's body is read (and dropped) so the connection can be reused
      await response.arrayBuffer().catch(() => undefined);
    } catch (cause) {
      error = cause instanceof Error ? `${cause.name}: ${cause.message}`.slice(0, 500) : 'request failed';
    }
    const now = clock.now();
    if (status !== null && status >= 200 && status < 300) {
      await repo.finishAttempt(row.id, claimer, { lastStatus: status, lastError: null, deliveredAt: now });
      return 'delivered';
    }
    const next = new Date(now.getTime() + retryDelayMs(row.attempts));
    const givenUp = next.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
    await repo.finishAttempt(row.id, claimer, {
      lastStatus: status,
      lastError: error ?? `answered ${status}`,
      dueAt: next,
      abandonedAt: givenUp ? now : null,
    });
    return givenUp ? 'abandoned' : 'retrying';
  }

  return {
    /**
     * One run: claims the due deliveries and sends them, one at a time in order, until none is due.
     * `signal` (the job stopping) cuts an attempt short; it is then retried like any failed one.
     */
    async deliverDue(signal?: AbortSignal): Promise<DeliveryRun> {
      const run: DeliveryRun = { delivered: 0, retrying: 0, abandoned: 0 };
      while (!signal?.aborted) {
        const now = clock.now();
        const rows = await repo.claimDue(now, claimer, new Date(now.getTime() + LEASE_MS), batchSize);
        for (const row of rows) run[await attempt(row, signal)]++;
        if (rows.length < batchSize) break;
      }
      return run;
    },
  };
}
