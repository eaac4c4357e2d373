import { z } from 'zod';
import { attachmentSchema, envelope, isoDateTime, pageOf, pageQuerySchema } from './common.js';
import { LIMITS } from './limits.js';
import { emailSchema } from './validation-schemas.js';

// ── Notices ─────────────────────────────────────────────────────────────────────────────
export const noticeCategorySchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export type NoticeCategory = z.infer<typeof noticeCategorySchema>;

export const noticeListQuerySchema = pageQuerySchema.extend({
  categoryId: z.coerce.number<number>().int().positive().optional(),
  keyword: z.string().trim().max(LIMITS.searchKeywordMax).optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

export const noticeSummarySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  pinned: z.boolean(),
  hasFiles: z.boolean(),
  createdAt: isoDateTime,
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeDetailQuerySchema = z.object({ id: z.coerce.number<number>().int().positive() });
export const noticeDetailSchema = noticeSummarySchema.extend({
  content: z.string(),
  images: z.array(attachmentSchema),
  files: z.array(attachmentSchema),
  prevId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const noticeCategoriesResponse = envelope(z.array(noticeCategorySchema));
export const noticeListResponse = envelope(pageOf(noticeSummarySchema));
export const noticeDetailResponse = envelope(noticeDetailSchema);

// ── Events (all events, winner announcements) ──────────────────────────────────────────
export const eventStatusSchema = z.enum(['upcoming', 'ongoing', 'ended']);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const eventListQuerySchema = pageQuerySchema.extend({
  /** `all` lists every event; `winners` only those whose winners are announced. */
  tab: z.enum(['all', 'winners']).catch('all').default('all'),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  thumbnailUrl: z.string().nullable(),
  startAt: isoDateTime,
  endAt: isoDateTime,
  status: eventStatusSchema,
  winnersAnnounced: z.boolean(),
  createdAt: isoDateTime,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailQuerySchema = z.object({ id: z.coerce.number<number>().int().positive() });
export const eventDetailSchema = eventSummarySchema.extend({
  content: z.string(),
  images: z.array(attachmentSchema),
  files: z.array(attachmentSchema),
  winners: z.string().nullable(),
  winnersAnnouncedAt: isoDateTime.nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventListResponse = envelope(pageOf(eventSummarySchema));
export const eventDetailResponse = envelope(eventDetailSchema);

// ── FAQ ─────────────────────────────────────────────────────────────────────────────────
export const faqCategorySchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqListQuerySchema = pageQuerySchema.extend({
  categoryId: z.coerce.number<number>().int().positive().optional(),
  keyword: z.string().trim().max(LIMITS.searchKeywordMax).optional(),
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqCategoriesResponse = envelope(z.array(faqCategorySchema));
export const faqListResponse = envelope(pageOf(faqItemSchema));

// ── Terms ───────────────────────────────────────────────────────────────────────────────
/** The kinds of terms (spec §2 help tabs: use, paid service, privacy, youth protection, policy). */
export const TERMS_KINDS = ['service', 'paid', 'privacy', 'youth', 'policy'] as const;
export const termsKindSchema = z.enum(TERMS_KINDS);
export type TermsKind = z.infer<typeof termsKindSchema>;

/** `/terms/{id}` takes a version id, or a kind for that kind's version in force. */
export const termsParamSchema = z.object({
  id: z.union([z.coerce.number<number>().int().positive(), termsKindSchema]),
});

/** GET /files/{id}/{name}: a board attachment by id; the name is only what the browser saves it as. */
export const fileParamsSchema = z.object({
  id: z.coerce.number<number>().int().positive(),
  name: z.string().max(300),
});

export const termsVersionSchema = z.object({
  id: z.number().int(),
  effectiveAt: isoDateTime,
  current: z.boolean(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

export const termsTitleSchema = z.object({ id: z.number().int(), kind: termsKindSchema, title: z.string() });
export type TermsTitle = z.infer<typeof termsTitleSchema>;

export const termsSchema = termsTitleSchema.extend({
  /** Plain text; line breaks are shown as breaks, never interpreted as HTML. */
  content: z.string(),
  effectiveAt: isoDateTime,
  current: z.boolean(),
  versions: z.array(termsVersionSchema),
});
export type Terms = z.infer<typeof termsSchema>;

export const termsResponse = envelope(termsSchema);
export const termsTitleResponse = envelope(termsTitleSchema);

// ── 1:1 inquiries and partnership inquiries ──────────────────────────────────────────────
export const INQUIRY_CATEGORIES = ['account', 'payment', 'playback', 'content', 'device', 'other'] as const;
export const inquiryCategorySchema = z.enum(INQUIRY_CATEGORIES);
export type InquiryCategory = z.infer<typeof inquiryCategorySchema>;

const inquiryText = {
  title: z.string().trim().min(1).max(LIMITS.inquiry.titleMax),
  content: z.string().trim().min(LIMITS.inquiry.bodyMin).max(LIMITS.inquiry.bodyMax),
};

/** POST /qna: a 1:1 inquiry. A visitor gives a reply address; a member's comes from the account. */
export const createInquiryBodySchema = z.object({
  category: inquiryCategorySchema,
  ...inquiryText,
  name: z.string().trim().min(1).max(LIMITS.inquiry.nameMax),
  email: emailSchema,
  agreePrivacy: z.literal(true),
});
export type CreateInquiryBody = z.infer<typeof createInquiryBodySchema>;

/** POST /qna/cooperate: a partnership inquiry. */
export const createCooperationBodySchema = z.object({
  company: z.string().trim().min(1).max(LIMITS.inquiry.companyMax),
  name: z.string().trim().min(1).max(LIMITS.inquiry.nameMax),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9+\\-() ]{${LIMITS.inquiry.phoneMin},${LIMITS.phoneTypedMax}}$`))
    .optional()
    .or(z.literal('')),
  ...inquiryText,
  agreePrivacy: z.literal(true),
});
export type CreateCooperationBody = z.infer<typeof createCooperationBodySchema>;

export const inquiryCreatedSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['inquiry', 'cooperation']),
  createdAt: isoDateTime,
});
export type InquiryCreated = z.infer<typeof inquiryCreatedSchema>;
export const inquiryCreatedResponse = envelope(inquiryCreatedSchema);

/** GET /qna/list (logged in): the member's own inquiries of both kinds, newest first, paged. */
export const qnaListQuerySchema = pageQuerySchema;
export const INQUIRY_STATUSES = ['received', 'answered', 'closed'] as const;
export const myInquirySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['inquiry', 'cooperation']),
  category: inquiryCategorySchema.nullable(),
  title: z.string(),
  content: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type MyInquiry = z.infer<typeof myInquirySchema>;
export const qnaListResponse = envelope(pageOf(myInquirySchema));
