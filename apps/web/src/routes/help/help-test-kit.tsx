import type {
  EventDetail,
  EventSummary,
  FaqCategory,
  FaqItem,
  NoticeCategory,
  NoticeDetail,
  NoticeSummary,
  Terms,
} from '@kickoff/contract';
import { pageOf, renderScreens, respond } from '../../../test/kit.js';
import { memberHelpRoutes, publicHelpRoutes } from './index.js';

/** Test kit of the help routes: the shared kit (test/kit.tsx) with the help fixtures. */

/** Renders the help routes at `url` inside a root like the app's (document title included). */
export const renderHelp = (url: string) => renderScreens(url, [...publicHelpRoutes, ...memberHelpRoutes]);

// ── fixtures shaped by the contract ──────────────────────────────────────────────────────────

export const noticeCategories: NoticeCategory[] = [
  { id: 1, key: 'service', name: 'サービス' },
  { id: 2, key: 'maintenance', name: 'メンテナンス' },
];

/** 36 notices, newest first; the first two are pinned. */
export const notices: NoticeSummary[] = Array.from({ length: 36 }, (_, i) => ({
  id: 36 - i,
  categoryId: i % 2 === 0 ? 1 : 2,
  categoryName: i % 2 === 0 ? 'サービス' : 'メンテナンス',
  title: `お知らせ ${36 - i}`,
  pinned: i < 2,
  hasFiles: i === 0,
  createdAt: new Date(Date.UTC(2026, 2, 36 - i, 3)).toISOString(),
}));

export const noticeListHandler = respond('notice.list', (call) =>
  pageOf(notices, Number(call.query.get('pageNo') ?? 1)),
);

export const noticeDetail: NoticeDetail = {
  ...notices[5]!,
  content: '1行目\n2行目<b>太字ではない</b>\n3行目',
  images: [{ url: '/api/v2/files/1/banner.png', name: 'banner.png' }],
  files: [{ url: '/api/v2/files/2/guide.pdf', name: 'guide.pdf' }],
  prevId: 30,
  nextId: 32,
};

export const faqCategories: FaqCategory[] = [
  { id: 1, key: 'account', name: 'アカウント' },
  { id: 2, key: 'payment', name: 'お支払い' },
];

export const faqs: FaqItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  categoryId: (i % 2) + 1,
  categoryName: i % 2 === 0 ? 'アカウント' : 'お支払い',
  question: `質問 ${i + 1}`,
  answer: `回答 ${i + 1} の1行目\n回答 ${i + 1} の2行目`,
}));

export const events: EventSummary[] = [
  {
    id: 7,
    title: '開幕記念キャンペーン',
    summary: 'ユニフォームが当たる',
    thumbnailUrl: '/api/v2/files/7/thumb.jpg',
    startAt: '2026-03-01T00:00:00.000Z',
    endAt: '2026-03-31T14:59:00.000Z',
    status: 'ended',
    winnersAnnounced: true,
    createdAt: '2026-02-20T00:00:00.000Z',
  },
  {
    id: 8,
    title: '週末視聴チャレンジ',
    summary: '',
    thumbnailUrl: null,
    startAt: '2026-04-01T00:00:00.000Z',
    endAt: '2026-04-30T14:59:00.000Z',
    status: 'ongoing',
    winnersAnnounced: false,
    createdAt: '2026-03-25T00:00:00.000Z',
  },
];

export const eventDetail: EventDetail = {
  ...events[0]!,
  content: 'キャンペーン概要\n応募方法',
  images: [],
  files: [],
  winners: '山田 様\n佐藤 様',
  winnersAnnouncedAt: '2026-04-05T01:00:00.000Z',
};

export const privacyCurrent: Terms = {
  id: 5,
  kind: 'privacy',
  title: 'プライバシーポリシー',
  content: '第1条（目的）\n本ポリシーは…\n<script>alert(1)</script>',
  effectiveAt: '2026-04-01T00:00:00.000Z',
  current: true,
  versions: [
    { id: 5, effectiveAt: '2026-04-01T00:00:00.000Z', current: true },
    { id: 3, effectiveAt: '2025-10-01T00:00:00.000Z', current: false },
  ],
};

export const privacyOld: Terms = {
  ...privacyCurrent,
  id: 3,
  content: '旧版の本文\n第2条',
  effectiveAt: '2025-10-01T00:00:00.000Z',
  current: false,
};
