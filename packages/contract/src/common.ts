import { z } from 'zod';
import { LIMITS } from './limits.js';

/** Every successful answer is wrapped as `{ data }` (spec §7: "response data"). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
export type Envelope<T> = { data: T };

/**
 * Paging query of every list call. Out-of-range or non-numeric values are not errors: like the
 * pagination control (spec §5) they fall back to the first page and the default page size.
 */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number<number>().int().min(1).max(100_000).catch(1).default(1),
  pageItem: z.coerce
    .number<number>()
    .int()
    .min(1)
    .max(100)
    .catch(LIMITS.pagination.itemsPerPage)
    .default(LIMITS.pagination.itemsPerPage),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    totalPage: z.number().int(),
    pageNo: z.number().int(),
    pageItem: z.number().int(),
  });
export type Page<T> = { list: T[]; total: number; totalPage: number; pageNo: number; pageItem: number };

export const idParamSchema = z.object({ id: z.coerce.number<number>().int().positive() });

/** A file or image attached to a board post (spec §3: url, name). */
export const attachmentSchema = z.object({ url: z.string(), name: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

export const isoDateTime = z.string().describe('ISO 8601 date-time');
