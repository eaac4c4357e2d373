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
  terms,
} from '../src/db/schema/index.js';

/** Test factories (STYLE.md 17): each call makes fresh rows with unique names, so tests never collide. */
let seq = 0;
const next = () => ++seq;
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
  };
}
