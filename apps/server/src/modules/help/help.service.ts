import {
  type Attachment,
  type CreateCooperationBody,
  type CreateInquiryBody,
  type EventDetail,
  type EventListQuery,
  type EventStatus,
  type EventSummary,
  type FaqItem,
  type FaqListQuery,
  type InquiryCategory,
  type InquiryCreated,
  LIMITS,
  type Locale,
  type MyInquiry,
  type NoticeDetail,
  type NoticeListQuery,
  type NoticeSummary,
  type Page,
  type PageQuery,
  type Terms,
  type TermsKind,
  type TermsTitle,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { AttachmentRef } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { localize } from '../../shared/locale.js';
import type { EventRow, HelpRepo, NoticeRow, TermsRow } from './help.repo.js';

export const fileUrl = (id: number, name: string) => `/api/v2/files/${id}/${encodeURIComponent(name)}`;

const toAttachments = (refs: AttachmentRef[], locale: Locale): Attachment[] =>
  refs.map((ref) => {
    const name = localize(ref.name, locale);
    return { url: fileUrl(ref.id, name), name };
  });

function page<T>(list: T[], total: number, pageNo: number, pageItem: number): Page<T> {
  return { list, total, totalPage: Math.max(1, Math.ceil(total / pageItem)), pageNo, pageItem };
}

export function eventStatus(row: Pick<EventRow, 'startAt' | 'endAt'>, now: Date): EventStatus {
  if (now < row.startAt) return 'upcoming';
  if (now > row.endAt) return 'ended';
  return 'ongoing';
}

export interface HelpServiceDeps {
  repo: HelpRepo;
  clock: Clock;
}

export function createHelpService({ repo, clock }: HelpServiceDeps) {
  const categoryNames = async (locale: Locale) =>
    new Map((await repo.noticeCategories()).map((c) => [c.id, localize(c.name, locale)]));

  const noticeSummary = (row: NoticeRow, names: Map<number, string>, locale: Locale): NoticeSummary => ({
    id: row.id,
    categoryId: row.categoryId,
    categoryName: names.get(row.categoryId) ?? '',
    title: localize(row.title, locale),
    pinned: row.pinned,
    hasFiles: row.files.length > 0,
    createdAt: row.publishedAt.toISOString(),
  });

  const eventSummary = (row: EventRow, locale: Locale): EventSummary => ({
    id: row.id,
    title: localize(row.title, locale),
    summary: localize(row.summary, locale),
    thumbnailUrl: row.thumbnailId ? fileUrl(row.thumbnailId, 'thumbnail.svg') : null,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: eventStatus(row, clock.now()),
    winnersAnnounced: row.winnersAnnouncedAt !== null && row.winnersAnnouncedAt <= clock.now(),
    createdAt: row.createdAt.toISOString(),
  });

  async function termsOf(row: TermsRow | undefined, locale: Locale): Promise<Terms> {
    const now = clock.now();
    if (!row || row.effectiveAt > now) throw new AppError('TERMS_NOT_FOUND', 'These terms do not exist.');
    const versions = await repo.termsVersions(row.kind, now);
    const currentId = versions[0]?.id;
    return {
      id: row.id,
      kind: row.kind as TermsKind,
      title: localize(row.title, locale),
      content: localize(row.content, locale),
      effectiveAt: row.effectiveAt.toISOString(),
      current: row.id === currentId,
      versions: versions.map((v) => ({
        id: v.id,
        effectiveAt: v.effectiveAt.toISOString(),
        current: v.id === currentId,
      })),
    };
  }

  async function findTerms(id: number | TermsKind): Promise<TermsRow | undefined> {
    if (typeof id === 'number') return repo.termsById(id);
    const [current] = await repo.termsVersions(id, clock.now());
    return current ? repo.termsById(current.id) : undefined;
  }

  return {
    async noticeCategories(locale: Locale) {
      const rows = await repo.noticeCategories();
      return rows.map((c) => ({ id: c.id, key: c.key, name: localize(c.name, locale) }));
    },

    async notices(query: NoticeListQuery, locale: Locale): Promise<Page<NoticeSummary>> {
      const { pageNo, pageItem } = query;
      const [names, { rows, total }] = await Promise.all([
        categoryNames(locale),
        repo.listNotices(
          { categoryId: query.categoryId, keyword: query.keyword, locale },
          { offset: (pageNo - 1) * pageItem, limit: pageItem },
        ),
      ]);
      return page(
        rows.map((r) => noticeSummary(r, names, locale)),
        total,
        pageNo,
        pageItem,
      );
    },

    async notice(id: number, locale: Locale): Promise<NoticeDetail> {
      const row = await repo.notice(id);
      if (!row) throw new AppError('NOTICE_NOT_FOUND', 'This notice does not exist or was removed.');
      const [names, neighbours] = await Promise.all([categoryNames(locale), repo.noticeNeighbours(row)]);
      return {
        ...noticeSummary(row, names, locale),
        content: localize(row.content, locale),
        images: toAttachments(row.images, locale),
        files: toAttachments(row.files, locale),
        ...neighbours,
      };
    },

    async events(query: EventListQuery, locale: Locale): Promise<Page<EventSummary>> {
      const { pageNo, pageItem } = query;
      const { rows, total } = await repo.listEvents(query.tab, {
        offset: (pageNo - 1) * pageItem,
        limit: pageItem,
      });
      return page(
        rows.map((r) => eventSummary(r, locale)),
        total,
        pageNo,
        pageItem,
      );
    },

    async event(id: number, locale: Locale): Promise<EventDetail> {
      const row = await repo.event(id);
      if (!row) throw new AppError('EVENT_NOT_FOUND', 'This event does not exist or was removed.');
      const summary = eventSummary(row, locale);
      return {
        ...summary,
        content: localize(row.content, locale),
        images: toAttachments(row.images, locale),
        files: toAttachments(row.files, locale),
        winners: summary.winnersAnnounced && row.winners ? localize(row.winners, locale) : null,
        winnersAnnouncedAt: summary.winnersAnnounced ? (row.winnersAnnouncedAt?.toISOString() ?? null) : null,
      };
    },

    async faqCategories(locale: Locale) {
      const rows = await repo.faqCategories();
      return rows.map((c) => ({ id: c.id, key: c.key, name: localize(c.name, locale) }));
    },

    async faqs(query: FaqListQuery, locale: Locale): Promise<Page<FaqItem>> {
      const { pageNo, pageItem } = query;
      const [categories, { rows, total }] = await Promise.all([
        repo.faqCategories(),
        repo.listFaqs(
          { categoryId: query.categoryId, keyword: query.keyword, locale },
          { offset: (pageNo - 1) * pageItem, limit: pageItem },
        ),
      ]);
      const names = new Map(categories.map((c) => [c.id, localize(c.name, locale)]));
      const list = rows.map((r) => ({
        id: r.id,
        categoryId: r.categoryId,
        categoryName: names.get(r.categoryId) ?? '',
        question: localize(r.question, locale),
        answer: localize(r.answer, locale),
      }));
      return page(list, total, pageNo, pageItem);
    },

    async terms(id: number | TermsKind, locale: Locale): Promise<Terms> {
      return termsOf(await findTerms(id), locale);
    },

    async termsTitle(id: number | TermsKind, locale: Locale): Promise<TermsTitle> {
      const row = await findTerms(id);
      if (!row || row.effectiveAt > clock.now())
        throw new AppError('TERMS_NOT_FOUND', 'These terms do not exist.');
      return { id: row.id, kind: row.kind as TermsKind, title: localize(row.title, locale) };
    },

    async createInquiry(
      input: ({ kind: 'inquiry' } & CreateInquiryBody) | ({ kind: 'cooperation' } & CreateCooperationBody),
      locale: Locale,
      userId: number | null,
    ): Promise<InquiryCreated> {
      const now = clock.now();
      const values = {
        kind: input.kind,
        userId,
        category: input.kind === 'inquiry' ? input.category : null,
        company: input.kind === 'cooperation' ? input.company : null,
        name: input.name,
        email: input.email,
        phone: input.kind === 'cooperation' && input.phone ? input.phone : null,
        title: input.title,
        content: input.content,
        locale,
        createdAt: now,
      };
      const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const row = await repo.createInquiry(values, LIMITS.inquiry.perDayPerEmail, since);
      if (!row) {
        throw new AppError(
          'INQUIRY_LIMIT_REACHED',
          'You have sent the maximum number of inquiries for today. Please try again tomorrow.',
        );
      }
      return { id: row.id, kind: row.kind, createdAt: row.createdAt.toISOString() };
    },

    /** GET /qna/list: the member's own inquiries (spec §7), newest first. */
    async myInquiries(userId: number, query: PageQuery): Promise<Page<MyInquiry>> {
      const { pageNo, pageItem } = query;
      const { rows, total } = await repo.listInquiriesByUser(userId, {
        offset: (pageNo - 1) * pageItem,
        limit: pageItem,
      });
      const list = rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        category: (r.category as InquiryCategory | null) ?? null,
        title: r.title,
        content: r.content,
        status: r.status,
        answer: r.answer,
        answeredAt: r.answeredAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
      return page(list, total, pageNo, pageItem);
    },

    async file(id: number) {
      const row = await repo.attachment(id);
      if (!row) throw new AppError('FILE_NOT_FOUND', 'This file does not exist.');
      return row;
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
