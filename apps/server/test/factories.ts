import { randomBytes } from 'node:crypto';
import {
  type EndpointArgs,
  type EndpointData,
  type EndpointName,
  endpoints,
  LIMITS,
  type Locale,
  urlOf,
} from '@kickoff/contract';
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client.js';
import {
  type AttachmentRef,
  attachments,
  events,
  faqCategories,
  faqs,
  type LocalizedText,
  noticeCategories,
  notices,
  outbox,
  snsAccounts,
  snsTokens,
  subscriptions,
  terms,
  users,
} from '../src/db/schema/index.js';
import { SESSION_COOKIE } from '../src/modules/account/auth.js';
import { hashToken } from '../src/modules/account/session.service.js';

/** Test factories (STYLE.md 17): each call makes fresh rows with unique names, so tests never collide. */
let seq = 0;
const next = () => ++seq;
/** A verification code standing alone in a mail or SMS text. */
const CODE_IN_TEXT = new RegExp(`\\b(\\d{${LIMITS.emailCode.digits}})\\b`);
const text = (base: string, languages: ('ja' | 'ko' | 'en')[] = ['ja', 'ko', 'en']): LocalizedText => {
  const t: LocalizedText = { ja: `${base} ja` };
  if (languages.includes('ko')) t.ko = `${base} ko`;
  if (languages.includes('en')) t.en = `${base} en`;
  return t;
};

export function factories(db: Database) {
  return {
    async attachment(name = `file-${next()}.txt`, content = 'hello, file', mimeType = 'text/plain') {
      const bytes = Buffer.from(content);
      const [row] = await db
        .insert(attachments)
        .values({ name, mimeType, size: bytes.length, content: bytes })
        .returning();
      return row!;
    },

    async noticeCategory(overrides: Partial<typeof noticeCategories.$inferInsert> = {}) {
      const n = next();
      const [row] = await db
        .insert(noticeCategories)
        .values({ key: `cat-${n}`, name: text(`Category ${n}`), orderNo: n, ...overrides })
        .returning();
      return row!;
    },

    async notice(overrides: Partial<typeof notices.$inferInsert> & { categoryId: number }) {
      const n = next();
      const [row] = await db
        .insert(notices)
        .values({
          title: text(`Notice ${n}`),
          content: text(`Line one of ${n}\nLine two`),
          publishedAt: new Date(Date.UTC(2026, 9, 1) + n * 60_000),
          ...overrides,
        })
        .returning();
      return row!;
    },

    async event(overrides: Partial<typeof events.$inferInsert> = {}) {
      const n = next();
      const [row] = await db
        .insert(events)
        .values({
          title: text(`Event ${n}`),
          summary: text(`Summary ${n}`),
          content: text(`Event body ${n}`),
          startAt: new Date('2026-11-01T00:00:00Z'),
          endAt: new Date('2026-11-30T00:00:00Z'),
          ...overrides,
        })
        .returning();
      return row!;
    },

    async faqCategory() {
      const n = next();
      const [row] = await db
        .insert(faqCategories)
        .values({ key: `faq-${n}`, name: text(`FAQ category ${n}`), orderNo: n })
        .returning();
      return row!;
    },

    async faq(overrides: Partial<typeof faqs.$inferInsert> & { categoryId: number }) {
      const n = next();
      const [row] = await db
        .insert(faqs)
        .values({ question: text(`Question ${n}`), answer: text(`Answer ${n}`), orderNo: n, ...overrides })
        .returning();
      return row!;
    },

    async terms(overrides: Partial<typeof terms.$inferInsert> & { kind: string; effectiveAt: Date }) {
      const n = next();
      const [row] = await db
        .insert(terms)
        .values({ title: text(`Terms ${n}`), content: text(`Article 1 of ${n}\nArticle 2`), ...overrides })
        .returning();
      return row!;
    },

    ref(id: number, name: string): AttachmentRef {
      return { id, name: { ja: `${name}-ja`, en: `${name}-en` } };
    },

    /**
     * A member with a fresh e-mail, nickname and phone, password MEMBER_PASSWORD (argon2id) unless
     * `password` says otherwise (null: a social-only member). Answers the row and the password.
     */
    async member(overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {}) {
      const { password = MEMBER_PASSWORD, ...values } = overrides;
      const n = next();
      const tag = randomBytes(3).toString('hex');
      const [row] = await db
        .insert(users)
        .values({
          email: `member-${n}-${tag}@example.com`,
          passwordHash: password === null ? null : await passwordHash(password),
          name: '山田 太郎',
          birthDate: '19900115',
          gender: 'male',
          phone: `090${String(n).padStart(4, '0')}${String(parseInt(tag, 16) % 10_000).padStart(4, '0')}`,
          nickname: `m${n}x${tag.slice(0, 4)}`,
          termsAgreedAt: new Date('2026-01-01T00:00:00Z'),
          ...values,
        })
        .returning();
      return { ...row!, password };
    },

    /**
     * A pass the member holds: in use by default, for the month around 2026-11-23 (the harness clock),
     * paid by card. Answers the row.
     */
    async subscription(
      overrides: Partial<typeof subscriptions.$inferInsert> & { userId: number; pass: 'basic' | 'premium' },
    ) {
      const [row] = await db
        .insert(subscriptions)
        .values({
          period: 'monthly',
          status: 'in_use',
          paidBy: 'card',
          periodStart: new Date('2026-11-10T03:00:00Z'),
          periodEnd: new Date('2026-12-10T03:00:00Z'),
          ...overrides,
        })
        .returning();
      return row!;
    },

    /** A social identity waiting at login or sign-up (what GET /oauth/{provider}/token leaves). */
    async snsToken(overrides: Partial<typeof snsTokens.$inferInsert> & { expiresAt: Date; linkTo?: number }) {
      const { linkTo, ...values } = overrides;
      const token = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(snsTokens)
        .values({
          id: hashToken(token),
          provider: 'kakao',
          providerUserId: `kakao-${next()}-${randomBytes(3).toString('hex')}`,
          email: null,
          name: 'ソーシャル 花子',
          ...values,
        })
        .returning();
      if (linkTo !== undefined) {
        await db
          .insert(snsAccounts)
          .values({ userId: linkTo, provider: row!.provider, providerUserId: row!.providerUserId });
      }
      return { token, row: row! };
    },

    /** The newest code (LIMITS.emailCode.digits digits) sent to an e-mail address or phone (from the outbox). */
    async lastCode(recipient: string): Promise<string> {
      const [row] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(desc(outbox.id))
        .limit(1);
      const code = row ? CODE_IN_TEXT.exec(row.body)?.[1] : undefined;
      if (!code) throw new Error(`no code was sent to ${recipient}`);
      return code;
    },
  };
}

/** The password of every factory member and demo member. */
export const MEMBER_PASSWORD = 'Passw0rd!';

const hashes = new Map<string, Promise<string>>();
/** argon2id hashes, one per password per test process (hashing takes tens of milliseconds). */
function passwordHash(password: string): Promise<string> {
  let pending = hashes.get(password);
  if (!pending) {
    pending = hash(password);
    hashes.set(password, pending);
  }
  return pending;
}

/** The `name=value` of the session cookie a response set, or null. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string | null {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

/** Logs in through POST /login and answers the session cookie (`kickoff_sid=…`) for later requests. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = MEMBER_PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await apiClient(app).endpoint('session.login', {
    body: { username: email, password },
    headers,
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** A random private address, so per-IP rate limits of one test do not reach into another. */
export function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${(c! % 254) + 1}`;
}

export interface CallOptions {
  body?: unknown;
  /** `kickoff_sid=…` of loginAs or sessionCookieOf. */
  cookie?: string | null;
  headers?: Record<string, string>;
  /** Client address (default: a random one, see randomIp). */
  ip?: string;
}

/** What a call by name takes besides its input. */
export interface EndpointOptions extends Omit<CallOptions, 'body'> {
  /** `?lang=`: the language of the answer (read before Accept-Language). */
  lang?: Locale;
}

/**
 * The answer of a call by name: the inject response, and `data`, the `{ data }` of a successful answer
 * typed by the table. Reading `data` of any other answer (an error, another status) throws, naming
 * the call, its status and its body.
 */
export type EndpointResponse<N extends EndpointName> = LightMyRequestResponse & {
  readonly data: EndpointData<N>;
};

/**
 * Calls of /api/v2 through `app.inject`, with an optional session cookie and a random client address:
 * `endpoint` by the contract's table (typed input and answer); `get`, `post`, `put` and `delete` by a
 * path, for what the table's types refuse (malformed input, a path of no call).
 */
export function apiClient(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
    app.inject({
      method,
      url: `/api/v2${url}`,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      remoteAddress: options.ip ?? randomIp(),
    });
  return {
    get: (url: string, options?: CallOptions) => call('GET', url, options),
    post: (url: string, options?: CallOptions) => call('POST', url, options),
    put: (url: string, options?: CallOptions) => call('PUT', url, options),
    delete: (url: string, options?: CallOptions) => call('DELETE', url, options),
    /**
     * One call of the contract's endpoint table by name: method and path from the table, path
     * parameters, query and body from the input, typed by the call's schemas. See EndpointResponse.
     */
    async endpoint<N extends EndpointName>(
      name: N,
      ...[input]: EndpointArgs<N, EndpointOptions>
    ): Promise<EndpointResponse<N>> {
      const { params, query, body, lang, ...options } = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: Record<string, unknown>;
        body?: unknown;
      } & EndpointOptions;
      const url = urlOf(name, { params, query: lang ? { ...query, lang } : query });
      const response = await call(endpoints[name].method, url, { ...options, body });
      const { status, answer } = endpoints[name];
      return Object.defineProperty(response, 'data', {
        get() {
          if (answer !== 'json') return undefined;
          if (response.statusCode !== status) {
            throw new Error(`${name} answered ${response.statusCode}, not ${status}: ${response.body}`);
          }
          return (response.json() as { data: unknown }).data;
        },
      }) as EndpointResponse<N>;
    },
  };
}
