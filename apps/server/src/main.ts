import { join } from 'node:path';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig, realtimeUrlOf } from './config.js';
import { createCore } from './core.js';
import { openDatabase } from './db/client.js';
import { createDemoCalendar } from './demo/calendar.js';
import { prepareDemoMedia } from './demo/media.js';
import { seedDemoOnce } from './demo/seed.js';
import { scheduleDemoCalendar } from './jobs/demo-calendar.js';
import { scheduleDormancy } from './jobs/dormancy.js';
import { scheduleHousekeeping } from './jobs/housekeeping.js';
import { scheduleRenewals } from './jobs/renewals.js';
import { scheduleReservationAlerts } from './jobs/reservation-alerts.js';
import { scheduleSandboxPayments } from './jobs/sandbox-payments.js';
import { checkFfmpeg } from './media/ffmpeg.js';
import { createMediaWorker } from './media/worker.js';
import type { FaultPoint, Faults } from './modules/billing/index.js';
import { createRealtimeServer } from './realtime/index.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * For the crash test of billing only (billing/crash.int.test.ts): KICKOFF_FAULT_PAUSE_AT names a point of
 * a settlement (FaultPoint) where the first settlement to reach it stops — it says so on stdout and
 * never goes on — so the test can kill -9 the process exactly there. Unset: no effect.
 */
function faultsOf(point: string | undefined): Faults | undefined {
  if (!point) return undefined;
  let paused = false;
  return {
    async reach(at: FaultPoint) {
      if (at !== point || paused) return;
      paused = true;
      say(`KICKOFF: fault point ${at} reached, pausing`);
      await new Promise(() => {});
    },
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: join(config.DATA_DIR, 'pglite') },
  );
  say(
    `KICKOFF: database ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.DATA_DIR, 'pglite')}`}`,
  );
  await database.migrate();
  say('KICKOFF: migrations applied');
  if (config.SEED_DEMO) {
    say('KICKOFF: checking demo content…');
    const result = await seedDemoOnce({ db: database.db, clock: systemClock }, say);
    say(result === 'seeded' ? 'KICKOFF: demo content seeded' : 'KICKOFF: demo content already present');
  }

  const core = createCore(config, { database, faults: faultsOf(process.env.KICKOFF_FAULT_PAUSE_AT) });
  const app = await buildApp(core);
  await app.listen({ host: config.HOST, port: config.PORT });
  // the realtime socket beside the API (spec §7: port 3030), on the same core
  const realtime = createRealtimeServer(core, { host: config.HOST, port: config.REALTIME_PORT });
  await realtime.ready;
  say(`KICKOFF: realtime socket on port ${realtime.port} (${realtimeUrlOf(config)})`);
  say(`KICKOFF is running at ${config.PUBLIC_URL} (ready in ${Date.now() - started} ms)`);

  // Background jobs: leader-safe, so every instance may schedule them.
  const { clock } = core;
  const dormancy = scheduleDormancy({ dormancy: core.services.account.dormancy, clock }, (outcome) => {
    if ('error' in outcome) app.log.error({ err: outcome.error }, 'dormancy job failed');
    else if (outcome.dormant)
      app.log.info({ dormant: outcome.dormant }, 'dormancy job: members marked dormant');
  });
  const alerts = scheduleReservationAlerts(
    { alerts: core.services.reservations.alerts, clock },
    (outcome) => {
      if ('error' in outcome) app.log.error({ err: outcome.error }, 'reservation alert job failed');
      else if (outcome.run?.alerts) app.log.info(outcome.run, 'reservation alert job: members alerted');
    },
  );

  // The demo's stand-in for a broadcast operator: its days roll with the clock and its lives go on and
  // off air when their times say (demo/calendar.ts). Only with the demo content.
  const calendar = config.SEED_DEMO
    ? scheduleDemoCalendar({ calendar: createDemoCalendar({ db: core.db }), clock }, (outcome) => {
        if ('error' in outcome) app.log.error({ err: outcome.error }, 'demo calendar job failed');
        else if (outcome.run?.shiftedDays) app.log.info(outcome.run, 'demo calendar: catalogue days rolled');
        else if (outcome.run?.lives) app.log.info(outcome.run, 'demo calendar: live statuses marked');
      })
    : null;

  const housekeeping = scheduleHousekeeping(
    { housekeeping: core.services.oauth.housekeeping, clock },
    (outcome) => {
      if ('error' in outcome) app.log.error({ err: outcome.error }, 'housekeeping job failed');
      else if (outcome.value.snsTokens + outcome.value.oauthStates > 0)
        app.log.info(outcome.value, 'housekeeping job: expired social login rows deleted');
    },
  );

  // Billing: renewals, pauses and cancellations at their end, and the leftovers of a crash (every minute).
  const renewals = scheduleRenewals({ renewals: core.services.billing.renewals }, (outcome) => {
    if ('error' in outcome) app.log.error({ err: outcome.error }, 'renewal job failed');
    else if (Object.values(outcome.run).some((n) => n > 0)) app.log.info(outcome.run, 'renewal job');
  });

  // The sandbox payment provider's side: webhook deliveries from its outbox, expiry of abandoned checkouts.
  const sandboxPayments = scheduleSandboxPayments(core.payments.webhooks, (outcome) => {
    if ('error' in outcome) app.log.error({ err: outcome.error }, 'sandbox payments job failed');
    else if ('expired' in outcome && outcome.expired > 0)
      app.log.info({ expired: outcome.expired }, 'sandbox payments: checkout sessions expired');
    else if ('delivery' in outcome && outcome.delivery.abandoned > 0)
      app.log.warn(outcome.delivery, 'sandbox payments: webhook deliveries given up after a day');
  });

  // The media pipeline, in the background a second after listening (the first requests come first): the
  // worker encodes queued ladders (picking up what a previous run left unfinished), and the demo's
  // sources are generated and queued. Until a ladder is ready its VODs answer "being prepared".
  const worker = createMediaWorker({
    db: core.db,
    library: core.media,
    mediaDir: config.MEDIA_DIR,
    clock,
    log: app.log,
    soleInstance: database.kind === 'pglite',
    preset: config.MEDIA_X264_PRESET,
  });
  const mediaAbort = new AbortController();
  // Said on stdout like the start lines: whoever started the demo sees when its videos play, and the
  // browser journeys start on that line (a ladder encoding beside them slows every page several fold).
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const mediaUnavailable = (error: unknown) => {
    if (config.SEED_DEMO && config.MEDIA_DEMO_SECONDS > 0)
      say(`KICKOFF: demo media unavailable: ${reasonOf(error)}`);
  };
  const media = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (mediaAbort.signal.aborted) return;
    try {
      await checkFfmpeg();
    } catch (error) {
      app.log.error({ err: error }, `media: ${reasonOf(error)}`);
      mediaUnavailable(error);
      return;
    }
    await worker.start();
    if (!config.SEED_DEMO || config.MEDIA_DEMO_SECONDS === 0) return;
    const begun = Date.now();
    const queued = await prepareDemoMedia({
      library: core.media,
      mediaDir: config.MEDIA_DIR,
      seconds: config.MEDIA_DEMO_SECONDS,
      signal: mediaAbort.signal,
      log: app.log,
      // said when the work is known, before the sources are made (they take a while themselves)
      onPlanned: (ladders) => {
        if (ladders.length > 0)
          say(
            `KICKOFF: encoding the demo media in the background (${ladders.length} ladders, a few minutes on a first start; until then their videos say they are being prepared)`,
          );
      },
    });
    if (queued.length === 0) {
      say('KICKOFF: demo media ready (already encoded)');
      return;
    }
    await worker.idle();
    if (!mediaAbort.signal.aborted) {
      app.log.info({ ladders: queued }, 'media: demo media ready');
      say(`KICKOFF: demo media ready (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
    }
  })().catch((error: unknown) => {
    if (mediaAbort.signal.aborted) return;
    app.log.error({ err: error }, 'media: demo media preparation failed');
    mediaUnavailable(error);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`KICKOFF: ${signal} received, finishing in-flight requests…`);
    const force = setTimeout(() => {
      say('KICKOFF: shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await dormancy.stop();
    await alerts.stop();
    await calendar?.stop();
    await housekeeping.stop();
    await renewals.stop();
    await sandboxPayments.stop();
    mediaAbort.abort();
    await worker.stop();
    await media;
    // every socket is told the server is going away (1001) and reconnects to another instance
    await realtime.close();
    // closes the HTTP server, then the core's connections (Redis, the event bus, SMTP), then the database
    await app.close();
    await core.close();
    await database.close();
    say('KICKOFF: stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `KICKOFF failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
