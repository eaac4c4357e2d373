import { z } from 'zod';
import { l10nSchema, readContent } from './content.js';
import { assetSchema, buildAsset } from './help-files.js';
import { fillL10n, momentExpr, momentOf, readBody } from './help-template.js';
import { NOTICE_CATEGORY_KEYS, type NoticeSeed, type TimeKit } from './help-text.js';

/**
 * One notice of help/notices/<group>.json; its body is help/notices/<group>/<slug>.<lang>.md.
 * Dates as help-template.ts describes them.
 */
const noticeSchema = z.strictObject({
  slug: z.string(),
  category: z.enum(NOTICE_CATEGORY_KEYS),
  publishedAt: momentExpr,
  pinned: z.boolean().optional(),
  title: l10nSchema,
  images: z.array(assetSchema).optional(),
  files: z.array(assetSchema).optional(),
});

/** The notice files, in the order their notices are listed when two share a publication time. */
const GROUPS = ['service', 'features', 'maintenance', 'broadcast', 'season', 'billing', 'event'];

/** All demo notices, oldest first so that ids grow with the publication date. */
export function helpNotices(t: TimeKit): NoticeSeed[] {
  return GROUPS.flatMap((group) =>
    readContent(`help/notices/${group}.json`, z.array(noticeSchema)).map(
      (n): NoticeSeed => ({
        category: n.category,
        publishedAt: momentOf(t, n.publishedAt),
        ...(n.pinned === undefined ? {} : { pinned: n.pinned }),
        title: fillL10n(t, n.title, `help/notices/${group}.json`),
        content: readBody(t, `help/notices/${group}/${n.slug}`),
        ...(n.images ? { images: n.images.map((a) => buildAsset(t, a)) } : {}),
        ...(n.files ? { files: n.files.map((a) => buildAsset(t, a)) } : {}),
      }),
    ),
  ).sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}
