import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text kept in each interface language; `ja` is always present and is the fallback. */
export type LocalizedText = { ja: string; ko?: string; en?: string };

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Files and images attached to board posts, served at /api/v2/files/{id}/{name}. */
export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An ordered list of attachment ids with the file name to show, per language where it differs. */
export type AttachmentRef = { id: number; name: LocalizedText };

export const noticeCategories = pgTable('notice_categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  orderNo: integer('order_no').notNull().default(0),
});

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => noticeCategories.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<AttachmentRef[]>().notNull().default([]),
    files: jsonb('files').$type<AttachmentRef[]>().notNull().default([]),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_list_idx').on(t.pinned.desc(), t.publishedAt.desc(), t.id.desc()).where(sql`published`),
    index('notices_category_idx').on(t.categoryId, t.publishedAt.desc()),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    thumbnailId: integer('thumbnail_id').references(() => attachments.id),
    images: jsonb('images').$type<AttachmentRef[]>().notNull().default([]),
    files: jsonb('files').$type<AttachmentRef[]>().notNull().default([]),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    winners: jsonb('winners').$type<LocalizedText>(),
    winnersAnnouncedAt: timestamp('winners_announced_at', { withTimezone: true }),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_list_idx').on(t.startAt.desc(), t.id.desc()),
    index('events_winners_idx').on(t.winnersAnnouncedAt.desc()).where(sql`winners_announced_at IS NOT NULL`),
  ],
);

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  orderNo: integer('order_no').notNull().default(0),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: jsonb('question').$type<LocalizedText>().notNull(),
    answer: jsonb('answer').$type<LocalizedText>().notNull(),
    orderNo: integer('order_no').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId, t.orderNo)],
);

/** Each row is one version of one kind of terms; the newest version in effect is the current one. */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('terms_kind_effective_idx').on(t.kind, t.effectiveAt)],
);

/** 1:1 inquiries and partnership inquiries; operators answer them (answer, answeredAt). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['inquiry', 'cooperation'] }).notNull(),
    /** Set when a logged-in member wrote it (accounts issue); null for a visitor. */
    userId: integer('user_id'),
    category: text('category'),
    company: text('company'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['received', 'answered', 'closed'] })
      .notNull()
      .default('received'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userId, t.createdAt.desc()),
    index('inquiries_email_day_idx').on(t.email, t.createdAt),
    index('inquiries_status_idx').on(t.status, t.createdAt),
  ],
);
