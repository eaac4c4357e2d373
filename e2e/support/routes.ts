import type { APIRequestContext } from '@playwright/test';
import { callApi } from './api.js';

/**
 * The routes of spec §2 that exist, for the page-wide checks (accessibility, layout shift): a new page
 * is covered by adding its route here. Detail pages find an id in the demo content.
 */
export type Access = 'public' | 'member';
export interface Route {
  /** A path, or how to find one from the demo content (ids of details). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  access: Access;
  /** Checked in ko and en as well as ja. */
  everyLanguage?: boolean;
  /** A name for the test title when the path is computed. */
  name?: string;
}

const firstNotice = async (request: APIRequestContext) =>
  (await callApi(request, 'notice.list', { query: { pageItem: 1 } })).list[0]?.id;
const firstVod = async (request: APIRequestContext) =>
  (await callApi(request, 'vod.popular', { query: { pageItem: 20 } })).list.find((v) => v.kind !== 'news')
    ?.id;

export const ROUTES: Route[] = [
  // public layout (logged out)
  { path: '/intro', access: 'public', everyLanguage: true },
  { path: '/ie', access: 'public' },
  { path: '/silk', access: 'public' },
  { path: '/account/signup', access: 'public', everyLanguage: true },
  { path: '/account/find_email', access: 'public' },
  { path: '/account/find_pwd', access: 'public' },
  { path: '/public/help/notice', access: 'public', everyLanguage: true },
  {
    name: '/public/help/notice/{id}',
    path: async (r) => `/public/help/notice/${await firstNotice(r)}`,
    access: 'public',
  },
  { path: '/public/help/cs', access: 'public' },
  { path: '/public/help/cs/contact', access: 'public' },
  { path: '/public/help/cs/cooperate', access: 'public' },
  { path: '/public/terms/privacy', access: 'public' },
  // member layout (logged in)
  { path: '/', access: 'member', everyLanguage: true },
  { path: '/schedule/0', access: 'member', everyLanguage: true },
  { path: '/schedule/my', access: 'member' },
  { path: '/schedule/football', access: 'member' },
  { path: '/channel', access: 'member' },
  { path: '/program', access: 'member', everyLanguage: true },
  { path: '/league/football', access: 'member', everyLanguage: true },
  { path: '/news/post', access: 'member' },
  { path: '/news/standinglist', access: 'member' },
  { path: '/news/playerlist', access: 'member' },
  { path: '/search', access: 'member' },
  { path: '/purchase', access: 'member', everyLanguage: true },
  { path: '/purchase/coupon', access: 'member' },
  { path: '/purchase/campaign', access: 'member' },
  { path: '/help/notice', access: 'member' },
  { path: '/help/event', access: 'member' },
  { path: '/help/cs', access: 'member' },
  { path: '/help/cs/contact', access: 'member' },
  { path: '/help/cs/cooperate', access: 'member' },
  { path: '/help/term/service', access: 'member' },
  { path: '/help/term/privacy', access: 'member' },
  { path: '/mypage', access: 'member', everyLanguage: true },
  { path: '/mypage/favorite', access: 'member' },
  { path: '/mypage/purchase', access: 'member' },
  { path: '/mypage/qna', access: 'member' },
  { path: '/user', access: 'member' },
  { path: '/modify', access: 'member' },
  { path: '/withdraw', access: 'member' },
  {
    name: '/player?type=vod&id={id}',
    path: async (r) => `/player?type=vod&id=${await firstVod(r)}`,
    access: 'member',
  },
  { path: '/player?type=channel&id=1', access: 'member' },
];
