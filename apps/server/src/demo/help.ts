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
import { runningEvents } from './help-events.js';
import { pastEvents } from './help-events-past.js';
import { upcomingEvents } from './help-events-upcoming.js';
import { accountFaqs } from './help-faq-account.js';
import { communityFaqs } from './help-faq-community.js';
import { viewingFaqs } from './help-faq-viewing.js';
import { billingNotices } from './help-notices-billing.js';
import { broadcastNotices } from './help-notices-broadcast.js';
import { eventNotices } from './help-notices-event.js';
import { featureNotices } from './help-notices-features.js';
import { maintenanceNotices } from './help-notices-maintenance.js';
import { seasonNotices } from './help-notices-season.js';
import { serviceNotices } from './help-notices-service.js';
import { serviceTerms } from './help-terms.js';
import { privacyTerms } from './help-terms-privacy.js';
import {
  type AssetSeed,
  type EventSeed,
  type FaqCategoryKey,
  type L10n,
  l,
  type NoticeCategoryKey,
  type NoticeSeed,
  type TimeKit,
  timeKit,
} from './help-text.js';
import type { SeedContext } from './seed.js';

const NOTICE_CATEGORIES: [NoticeCategoryKey, L10n][] = [
  ['service', l('お知らせ', '공지', 'News')],
  ['maintenance', l('メンテナンス', '점검', 'Maintenance')],
  ['broadcast', l('配信', '중계', 'Broadcasts')],
  ['billing', l('料金・決済', '요금・결제', 'Prices & payment')],
  ['event', l('イベント', '이벤트', 'Events')],
];

const FAQ_CATEGORIES: [FaqCategoryKey, L10n][] = [
  ['account', l('会員登録・ログイン', '회원 가입・로그인', 'Sign-up & log-in')],
  ['payment', l('パス・お支払い', '패스・결제', 'Passes & payment')],
  ['playback', l('視聴・再生', '시청・재생', 'Watching & playback')],
  ['device', l('対応デバイス', '지원 기기', 'Devices')],
  ['chat', l('チャット', '채팅', 'Chat')],
  ['other', l('その他', '기타', 'Other')],
];

const DAY = 86_400_000;

/** All demo notices, oldest first so that ids grow with the publication date. */
export function helpNotices(t: TimeKit): NoticeSeed[] {
  return [
    ...serviceNotices(t),
    ...featureNotices(t),
    ...maintenanceNotices(t),
    ...broadcastNotices(t),
    ...seasonNotices(t),
    ...billingNotices(t),
    ...eventNotices(t),
  ].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

/** All demo events, earliest start first. */
export function helpEvents(t: TimeKit): EventSeed[] {
  return [...upcomingEvents(t), ...runningEvents(t), ...pastEvents(t)].sort(
    (a, b) => a.startAt.getTime() - b.startAt.getTime(),
  );
}

/** Help-centre demo content: notices, events, FAQ and terms, with their attached files. */
export async function seedHelp({ db, clock }: SeedContext): Promise<string> {
  const t = timeKit(clock);
  const noticeSeeds = helpNotices(t);
  const eventSeeds = helpEvents(t);
  const faqSeeds = [...accountFaqs, ...viewingFaqs, ...communityFaqs];
  const previousTerms = t.at(-365);
  const currentTerms = t.at(-60);
  const termsSeeds = [
    ...serviceTerms(t, previousTerms, currentTerms),
    ...privacyTerms(t, previousTerms, currentTerms),
  ];

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
    .values(NOTICE_CATEGORIES.map(([key, name], i) => ({ key, name, orderNo: i + 1 })))
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
    .values(FAQ_CATEGORIES.map(([key, name], i) => ({ key, name, orderNo: i + 1 })))
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
