import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Members, operators and admins. E-mail and nickname are stored normalized (lower-case e-mail, NFC
 * nickname) and unique while set; a withdrawn member keeps the row (ids stay stable for history) with
 * every personal field cleared.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name'),
    /** YYYYMMDD */
    birthDate: text('birth_date'),
    gender: text('gender', { enum: ['male', 'female', 'none'] }),
    /** Digits only. */
    phone: text('phone'),
    nickname: text('nickname'),
    nicknameChangedAt: ts('nickname_changed_at'),
    /** Spec §4 status: 1 active, 6 must change password, 11/14 details, 12 e-mail, 21 dormant, 99 withdrawn. */
    status: smallint('status').notNull().default(1),
    role: text('role', { enum: ['member', 'operator', 'admin'] })
      .notNull()
      .default('member'),
    /** 1 web, 4 LG, 5 Samsung (spec §9 origin codes). */
    origin: smallint('origin').notNull().default(1),
    locale: text('locale').notNull().default('ja'),
    marketingAgreed: boolean('marketing_agreed').notNull().default(false),
    termsAgreedAt: ts('terms_agreed_at'),
    lastLoginAt: ts('last_login_at'),
    /** Last request seen; a member idle for 365 days becomes dormant. */
    lastActiveAt: ts('last_active_at'),
    withdrawnAt: ts('withdrawn_at'),
    /** When the member checked the purchase e-mail code (spec §9): needed once before the first purchase. */
    purchaseVerifiedAt: ts('purchase_verified_at'),
    withdrawReason: text('withdraw_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`).where(sql`${t.nickname} is not null`),
    index('users_phone_idx').on(t.phone),
  ],
);

/**
 * Sessions: the cookie holds a random token, the table its SHA-256 (a leaked table logs nobody in).
 * One live session per member and kind; a newer login ends the older with reason `replaced`.
 * An ended session is marked (`ended_at`, `end_reason`), never deleted: the media origin of an
 * instance that starts later reads the sessions ended within PLAYBACK_TOKEN_MAX_SECONDS to refuse
 * their playback tokens (media/ended-sessions.ts), so a clean-up must keep at least that window.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['web', 'tv'] })
      .notNull()
      .default('web'),
    remember: boolean('remember').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(false),
    /** How it began: password, sns:<provider>, signup, reset. */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
    endReason: text('end_reason', {
      enum: ['logout', 'replaced', 'password_changed', 'withdrawn', 'expired', 'account_changed'],
    }),
  },
  (t) => [
    index('sessions_user_live_idx').on(t.userId, t.kind).where(sql`${t.endedAt} is null`),
    // the media origin reads the sessions ended lately when an instance starts (media/ended-sessions.ts)
    index('sessions_ended_idx').on(t.endedAt).where(sql`${t.endedAt} is not null`),
  ],
);

/** A social account linked to a member. */
export const snsAccounts = pgTable(
  'sns_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sns_accounts_provider_key').on(t.provider, t.providerUserId),
    index('sns_accounts_user_idx').on(t.userId),
  ],
);

/**
 * A social identity between the provider's callback and login or sign-up: the opaque accessToken the
 * client holds (stored hashed), single use, valid 30 minutes.
 */
export const snsTokens = pgTable('sns_tokens', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  providerUserId: text('provider_user_id').notNull(),
  email: text('email'),
  name: text('name'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The social login states already used (SHA-256 of the state), kept until their round trip would have
 * expired anyway: a replayed callback (same state cookie and state) is refused, not exchanged again.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * E-mail and phone verification codes: 6 digits stored hashed, valid 10 minutes, 5 wrong tries void
 * them, single use (`consumedAt`). Daily limits count the rows of one target per day.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** signup, reset, update, sns (e-mail); findEmail, update (sms). */
    purpose: text('purpose').notNull(),
    /** Normalized e-mail or phone digits. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The member asking, for codes sent while logged in (update e-mail/phone). */
    userId: integer('user_id').references(() => users.id),
    /** For social sign-up codes: the sns token the e-mail belongs to. */
    snsTokenId: text('sns_token_id'),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    verifiedAt: ts('verified_at'),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt)],
);

/** A nickname held for 10 minutes by whoever passed the duplicate check (spec §5). */
export const nicknameHolds = pgTable(
  'nickname_holds',
  {
    token: text('token').primaryKey(),
    /** lower(NFC nickname) */
    nicknameKey: text('nickname_key').notNull(),
    nickname: text('nickname').notNull(),
    userId: integer('user_id').references(() => users.id),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('nickname_holds_key_idx').on(t.nicknameKey, t.expiresAt)],
);

/**
 * Every e-mail and SMS the service sends. Without SMTP_URL (or always for SMS, until a provider adapter
 * exists) this is where messages land; operators can read it in demo mode.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** When SMTP accepted it; null while only in the outbox. */
    sentAt: ts('sent_at'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
