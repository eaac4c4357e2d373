import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  attachments,
  events,
  faqCategories,
  faqs,
  inquiries,
  noticeCategories,
  notices,
  terms,
} from '../../db/schema/index.js';
import { holdLock, LOCKS } from '../../shared/locks.js';

export type NoticeRow = typeof notices.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type TermsRow = typeof terms.$inferSelect;
export type InquiryInsert = typeof inquiries.$inferInsert;

/** `ILIKE` pattern that matches the keyword literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Matches a localized jsonb column in the member's language, falling back to Japanese. */
const localizedLike = (column: AnyColumn, locale: string, keyword: string) =>
  sql`coalesce(${column} ->> ${locale}, ${column} ->> 'ja') ILIKE ${likePattern(keyword)}`;

export interface Paging {
  offset: number;
  limit: number;
}

/** All SQL of the help area (STYLE.md 5): every method takes the database or a transaction. */
export function createHelpRepo(db: Executor) {
  return {
    noticeCategories: (tx: Executor = db) =>
      tx.select().from(noticeCategories).orderBy(asc(noticeCategories.orderNo), asc(noticeCategories.id)),

    async listNotices(
      filter: { categoryId?: number | undefined; keyword?: string | undefined; locale: string },
      paging: Paging,
      tx: Executor = db,
    ) {
      const conditions = [eq(notices.published, true)];
      if (filter.categoryId) conditions.push(eq(notices.categoryId, filter.categoryId));
      if (filter.keyword) conditions.push(localizedLike(notices.title, filter.locale, filter.keyword));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(notices)
          .where(where)
          .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(notices).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async notice(id: number, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), eq(notices.published, true)));
      return row;
    },

    /** The published notices just older and just newer than the given one, by publication time. */
    async noticeNeighbours(row: NoticeRow, tx: Executor = db) {
      const published = eq(notices.published, true);
      const older = or(
        lt(notices.publishedAt, row.publishedAt),
        and(eq(notices.publishedAt, row.publishedAt), lt(notices.id, row.id)),
      );
      const newer = or(
        gt(notices.publishedAt, row.publishedAt),
        and(eq(notices.publishedAt, row.publishedAt), gt(notices.id, row.id)),
      );
      const [[prev], [next]] = await Promise.all([
        tx
          .select({ id: notices.id })
          .from(notices)
          .where(and(published, older))
          .orderBy(desc(notices.publishedAt), desc(notices.id))
          .limit(1),
        tx
          .select({ id: notices.id })
          .from(notices)
          .where(and(published, newer))
          .orderBy(asc(notices.publishedAt), asc(notices.id))
          .limit(1),
      ]);
      return { prevId: prev?.id ?? null, nextId: next?.id ?? null };
    },

    async listEvents(tab: 'all' | 'winners', paging: Paging, tx: Executor = db) {
      const where =
        tab === 'winners'
          ? and(eq(events.published, true), isNotNull(events.winnersAnnouncedAt))
          : eq(events.published, true);
      const order =
        tab === 'winners'
          ? [desc(events.winnersAnnouncedAt), desc(events.id)]
          : [desc(events.startAt), desc(events.id)];
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(events).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async event(id: number, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(events)
        .where(and(eq(events.id, id), eq(events.published, true)));
      return row;
    },

    faqCategories: (tx: Executor = db) =>
      tx.select().from(faqCategories).orderBy(asc(faqCategories.orderNo), asc(faqCategories.id)),

    async listFaqs(
      filter: { categoryId?: number | undefined; keyword?: string | undefined; locale: string },
      paging: Paging,
      tx: Executor = db,
    ) {
      const conditions = [eq(faqs.published, true)];
      if (filter.categoryId) conditions.push(eq(faqs.categoryId, filter.categoryId));
      if (filter.keyword) {
        const byQuestion = localizedLike(faqs.question, filter.locale, filter.keyword);
        const byAnswer = localizedLike(faqs.answer, filter.locale, filter.keyword);
        conditions.push(or(byQuestion, byAnswer)!);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(faqs)
          .where(where)
          .orderBy(asc(faqs.categoryId), asc(faqs.orderNo), asc(faqs.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(faqs).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async termsById(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(terms).where(eq(terms.id, id));
      return row;
    },

    /** Every version of a kind that is already in effect, newest first. */
    termsVersions: (kind: string, now: Date, tx: Executor = db) =>
      tx
        .select({ id: terms.id, effectiveAt: terms.effectiveAt })
        .from(terms)
        .where(and(eq(terms.kind, kind), lte(terms.effectiveAt, now)))
        .orderBy(desc(terms.effectiveAt)),

    attachmentsMeta: (ids: number[], tx: Executor = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: attachments.id, name: attachments.name })
            .from(attachments)
            .where(inArray(attachments.id, ids)),

    async attachment(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(attachments).where(eq(attachments.id, id));
      return row;
    },

    /** A member's own inquiries, newest first. */
    async listInquiriesByUser(userId: number, paging: Paging, tx: Executor = db) {
      const where = eq(inquiries.userId, userId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(inquiries).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Stores an inquiry unless the sender already sent `perDay` today. The count and the insert run
     * under a lock on the address, so two requests at once cannot both slip past the limit.
     */
    async createInquiry(values: InquiryInsert, perDay: number, since: Date) {
      return db.transaction(async (tx) => {
        await holdLock(tx, LOCKS.inquiry(values.email.toLowerCase()));
        const [sent] = await tx
          .select({ value: count() })
          .from(inquiries)
          .where(
            and(
              sql`lower(${inquiries.email}) = ${values.email.toLowerCase()}`,
              gt(inquiries.createdAt, since),
            ),
          );
        if ((sent?.value ?? 0) >= perDay) return null;
        const [row] = await tx
          .insert(inquiries)
          .values(values)
          .returning({ id: inquiries.id, kind: inquiries.kind, createdAt: inquiries.createdAt });
        return row ?? null;
      });
    },
  };
}

export type HelpRepo = ReturnType<typeof createHelpRepo>;
