import { z } from 'zod';
import { l10nSchema, readContent } from './content.js';
import { FAQ_CATEGORY_KEYS, NOTICE_CATEGORY_KEYS } from './help-text.js';

/** The notice and FAQ categories of help/categories.json, in their display order. */
const categoriesSchema = z.strictObject({
  notices: z.array(z.strictObject({ key: z.enum(NOTICE_CATEGORY_KEYS), name: l10nSchema })),
  faq: z.array(z.strictObject({ key: z.enum(FAQ_CATEGORY_KEYS), name: l10nSchema })),
});

export const helpCategories = () => readContent('help/categories.json', categoriesSchema);
