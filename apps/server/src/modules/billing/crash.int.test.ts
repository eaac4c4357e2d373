import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { CARDS, freePort, payOnCheckout } from '../../../test/sandbox-flows.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import {
  orders,
  paymentMethods,
  payments,
  sandboxPaySessions,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import type { FaultPoint } from './index.js';

// kill -9 in the middle of a purchase (issue 11): a real server process (tsx main.ts) on PostgreSQL,
// stopped by a test-only fault point inside settle's transaction — after the order's conditional UPDATE,
// before the pass — and killed there with SIGKILL. Nothing of the settlement may remain; restarted,
// the sandbox's late webhook (redelivered from its outbox) completes the order exactly once.

const adminUrl = process.env.TEST_DATABASE_URL;
const tsx = join(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
const main = join(import.meta.dirname, '../../main.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
});

/** Starts the real server process (in a process group of its own) and waits until it listens. */
async function start(env: Record<string, string>): Promise<Started> {
  let out = '';
  const child = spawn(tsx, [main], { detached: true, env: { ...process.env, ...env } });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await until(
    () => out.includes('is running at'),
    90_000,
    () => out,
  );
  return { child, output: () => out, exited };
}

async function until(test: () => boolean | Promise<boolean>, ms: number, why = () => '') {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out\n${why()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!adminUrl)('a purchase killed with SIGKILL mid-settlement (PostgreSQL)', () => {
  const name = `kickoff_crash_${randomBytes(5).toString('hex')}`;
  let url: string;
  let database: DatabaseHandle;
  let dataDir: string;
  let port: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl as string);
    u.pathname = `/${name}`;
    url = u.toString();
    database = await openDatabase({ url, poolSize: 2 });
    await database.migrate();
    dataDir = mkdtempSync(join(tmpdir(), 'kickoff-crash-'));
    port = await freePort();
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      PORT: String(port),
      REALTIME_PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      MEDIA_DEMO_SECONDS: '0',
      LOG_LEVEL: 'warn',
      PAYMENT_WEBHOOK_SECRET: 'crash-test-webhook-secret-0123',
      SANDBOX_WEBHOOK_DUPLICATE_RATE: '0',
      SANDBOX_WEBHOOK_MAX_DELAY_MS: '0',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    };
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('leaves the order pending with nothing given, and the late webhook completes it once after a restart', async () => {
    const point: FaultPoint = 'settle:order-updated';
    const first = await start({ ...env, KICKOFF_FAULT_PAUSE_AT: point });
    const base = env.PUBLIC_URL as string;

    // a member verified for purchase, logged in over HTTP
    const member = await factories(database.db).member();
    await database.db.update(users).set({ purchaseVerifiedAt: new Date() }).where(eq(users.id, member.id));
    const login = await fetch(`${base}/api/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: member.email, password: member.password }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;

    const created = await fetch(`${base}/api/v2/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ serviceId: 3, couponId: null, idempotencyKey: randomUUID() }),
    });
    expect(created.status).toBe(201);
    const order = ((await created.json()) as { data: { id: string; checkoutUrl: string } }).data;

    // the member pays; the sandbox's webhook reaches billing, whose settlement stops inside its transaction
    await payOnCheckout(order.checkoutUrl, CARDS.paid);
    await until(() => first.output().includes(`fault point ${point} reached`), 30_000, first.output);
    process.kill(-(first.child.pid as number), 'SIGKILL');
    await first.exited;

    // the provider took the payment; billing kept nothing of the settlement
    const [session] = await database.db
      .select()
      .from(sandboxPaySessions)
      .where(eq(sandboxPaySessions.reference, order.id));
    expect(session?.status).toBe('paid');
    const half = async () => ({
      order: (await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status,
      passes: (await database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)))
        .length,
      payments: (await database.db.select().from(payments).where(eq(payments.userId, member.id))).length,
      cards: (await database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.id)))
        .length,
    });
    await until(async () => (await half()).order === 'pending', 10_000);
    expect(await half()).toEqual({ order: 'pending', passes: 0, payments: 0, cards: 0 });

    // restarted: the delivery the dead process had claimed is retried once its lease runs out
    const second = await start(env);
    await until(async () => (await half()).order === 'paid', 90_000, second.output);
    expect(await half()).toEqual({ order: 'paid', passes: 1, payments: 1, cards: 1 });
    const result = await fetch(`${base}/api/v2/orders/${order.id}`, { headers: { cookie } });
    expect(((await result.json()) as { data: { status: string } }).data.status).toBe('paid');
    const [sub] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(sub).toMatchObject({ pass: 'premium', status: 'in_use', paidBy: 'card' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
