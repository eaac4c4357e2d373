import {
  type AttachmentRef,
  attachments,
  events,
  faqCategories,
  faqs,
  noticeCategories,
  notices,
  terms,
} from '../db/schema/index.js';
import { helpCategories } from './help-categories.js';
import { helpEvents } from './help-events.js';
import { helpFaqs } from './help-faq.js';
import { helpNotices } from './help-notices.js';
import { helpTerms } from './help-terms.js';
import { type AssetSeed, type FaqCategoryKey, timeKit } from './help-text.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;

/** Help-centre demo content: notices, events, FAQ and terms, with their attached files. */
export async function seedHelp({ db, clock }: SeedContext): Promise<string> {
  const t = timeKit(clock);
  const noticeSeeds = helpNotices(t);
  const eventSeeds = helpEvents(t);
  const faqSeeds = helpFaqs();
  const termsSeeds = helpTerms(t);
  const categories = helpCategories();

  // Every file once, in one insert; posts refer to them by position until the ids are known.
  const assets: AssetSeed[] = [];
  const slot = (a: AssetSeed) => assets.push(a) - 1;
  const noticeSlots = noticeSeeds.map((n) => ({
    images: (n.images ?? []).map(slot),
    files: (n.files ?? []).map(slot),
  }));
  const eventSlots = eventSeeds.map((e) => ({
    thumbnail: slot(e.thumbnail),
    images: (e.images ?? []).map(slot),
    files: (e.files ?? []).map(slot),
  }));
  const stored = await db
    .insert(attachments)
    .values(
      assets.map((a) => ({
        name: a.name.en,
        mimeType: a.mimeType,
        size: a.content.length,
        content: a.content,
        createdAt: t.now,
      })),
    )
    .returning({ id: attachments.id });
  const idAt = (i: number) => stored[i]!.id;
  const refs = (slots: number[]): AttachmentRef[] =>
    slots.map((i) => ({ id: idAt(i), name: assets[i]!.name }));

  const noticeCats = await db
    .insert(noticeCategories)
    .values(categories.notices.map(({ key, name }, i) => ({ key, name, orderNo: i + 1 })))
    .returning({ id: noticeCategories.id, key: noticeCategories.key });
  const noticeCatId = new Map(noticeCats.map((c) => [c.key, c.id]));
  await db.insert(notices).values(
    noticeSeeds.map((n, i) => ({
      categoryId: noticeCatId.get(n.category)!,
      title: n.title,
      content: n.content,
      images: refs(noticeSlots[i]!.images),
      files: refs(noticeSlots[i]!.files),
      pinned: n.pinned ?? false,
      publishedAt: n.publishedAt,
    })),
  );

  await db.insert(events).values(
    eventSeeds.map((e, i) => ({
      title: e.title,
      summary: e.summary,
      content: e.content,
      thumbnailId: idAt(eventSlots[i]!.thumbnail),
      images: refs(eventSlots[i]!.images),
      files: refs(eventSlots[i]!.files),
      startAt: e.startAt,
      endAt: e.endAt,
      winners: e.winners?.text ?? null,
      winnersAnnouncedAt: e.winners?.announcedAt ?? null,
      createdAt: new Date(Math.min(e.startAt.getTime() - 3 * DAY, t.now.getTime() - DAY)),
    })),
  );

  const faqCats = await db
    .insert(faqCategories)
    .values(categories.faq.map(({ key, name }, i) => ({ key, name, orderNo: i + 1 })))
    .returning({ id: faqCategories.id, key: faqCategories.key });
  const faqCatId = new Map(faqCats.map((c) => [c.key, c.id]));
  const orderInCategory = new Map<FaqCategoryKey, number>();
  await db.insert(faqs).values(
    faqSeeds.map((f) => {
      const orderNo = (orderInCategory.get(f.category) ?? 0) + 1;
      orderInCategory.set(f.category, orderNo);
      return { categoryId: faqCatId.get(f.category)!, question: f.question, answer: f.answer, orderNo };
    }),
  );

  await db.insert(terms).values(termsSeeds);

  const withFiles = noticeSlots.filter((s) => s.images.length + s.files.length > 0).length;
  return (
    `${noticeSeeds.length} notices (${withFiles} with files), ${eventSeeds.length} events, ` +
    `${faqSeeds.length} FAQs, ${termsSeeds.length} terms, ${assets.length} attachments`
  );
}
