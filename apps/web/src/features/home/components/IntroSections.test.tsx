import type { IntroItem, IntroSection } from '@kickoff/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, respond, stubApi } from '../../../../test/kit.js';
import { i18n } from '../../../i18n/index.js';
import { DEFAULT_INTRO_IMAGE, IntroSections } from './IntroSections.js';

const t = i18n.getFixedT('ja', 'home');

const item = (over: Partial<IntroItem>): IntroItem => ({
  imgUrl: null,
  title: '',
  text: '',
  link: null,
  icon: null,
  key: null,
  art: null,
  price: null,
  annualPrice: null,
  leagueId: null,
  ...over,
});
const section = (
  kind: string,
  title: string,
  list: IntroItem[],
  extra: Partial<IntroSection> = {},
): IntroSection => ({
  keyName: kind,
  kind,
  title,
  cta: null,
  params: {},
  data: { list },
  ...extra,
});

const sections: IntroSection[] = [
  section(
    'hero',
    'スポーツのすべてを、ライブで。',
    [item({ imgUrl: '/api/v2/art/intro/hero', title: '4競技' })],
    {
      cta: { label: '無料で会員登録', link: '/account/signup' },
    },
  ),
  section('features', 'KICKOFFでできること', [
    item({ icon: 'live', imgUrl: '/api/v2/art/intro/live', title: '全試合ライブ' }),
    item({ icon: 'vod', title: '見逃し配信' }),
  ]),
  section('leagues', '配信中のリーグ', [
    item({
      key: 'neo2',
      title: 'ネオリーグ2部',
      link: '/league/neo2',
      art: { colors: ['#0b3d2e', '#1f8a5b'], motif: null },
    }),
  ]),
  section('plans', 'パスと料金', [
    item({ key: 'free', title: '無料会員', price: 0 }),
    item({ key: 'premium', title: 'プレミアムパス', price: 2480, annualPrice: 24800 }),
  ]),
  section('faq', 'よくある質問', [], {
    params: { faqCategory: 'playback', limit: 2, link: '/public/help/cs' },
  }),
];

let answer: { status?: number; body: unknown };
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  answer = { body: { data: sections } };
  api = stubApi(
    (call) => (call.path === '/introsection/web' ? answer : undefined),
    respond('faq.categories', [{ id: 3, key: 'playback', name: '視聴' }]),
    respond('faq.list', (call) => ({
      list: [
        {
          id: 1,
          categoryId: Number(call.query.get('categoryId')),
          categoryName: '視聴',
          question: '無料で見られますか？',
          answer: 'はい。',
        },
      ],
      total: 1,
      totalPage: 1,
      pageNo: 1,
      pageItem: 2,
    })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderSections = () =>
  renderRoutes([{ path: '/', element: <IntroSections fallback={<p>pass summary</p>} /> }]);

describe('IntroSections', () => {
  it("lays out each kind of section in the server's order", async () => {
    renderSections();
    await screen.findByRole('heading', { name: 'スポーツのすべてを、ライブで。' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'スポーツのすべてを、ライブで。',
      'KICKOFFでできること',
      '配信中のリーグ',
      'パスと料金',
      'よくある質問',
    ]);
    // the hero's call to action and the free pass's
    const signups = screen.getAllByRole('link', { name: '無料で会員登録' });
    expect(signups.map((link) => link.getAttribute('href'))).toEqual(['/account/signup', '/account/signup']);
    expect(screen.getByRole('link', { name: /ネオリーグ2部/ }).getAttribute('href')).toBe('/league/neo2');
  });

  it("shows an item's image, the default intro image when it has none, and draws art when given", async () => {
    const { container } = renderSections();
    await screen.findByRole('heading', { name: 'KICKOFFでできること' });
    const features = container.querySelector('[data-kind="features"]') as HTMLElement;
    expect([...features.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/api/v2/art/intro/live',
      DEFAULT_INTRO_IMAGE,
    ]);
    const leagues = container.querySelector('[data-kind="leagues"]') as HTMLElement;
    expect(leagues.querySelector('img')).toBeNull();
  });

  it('prices the passes', async () => {
    renderSections();
    const premium = (await screen.findByRole('heading', { name: 'プレミアムパス' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(premium).getByText('¥2,480')).toBeTruthy();
    expect(within(premium).getByText(t('intro.annual', { amount: '24,800' }))).toBeTruthy();
    expect(within(premium).getByText(t('intro.recommended'))).toBeTruthy();
  });

  it('fills the FAQ section from the category it names', async () => {
    renderSections();
    expect(await screen.findByText('無料で見られますか？')).toBeTruthy();
    const list = api.calls.find((c) => c.path === '/faq/list');
    expect(list?.query.get('categoryId')).toBe('3');
    expect(list?.query.get('pageItem')).toBe('2');
    expect(screen.getByRole('link', { name: t('intro.moreQuestions') }).getAttribute('href')).toBe(
      '/public/help/cs',
    );
  });

  it('falls back to what it is given when the sections cannot be loaded', async () => {
    answer = { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } };
    renderSections();
    expect(await screen.findByText('pass summary', {}, { timeout: 5000 })).toBeTruthy();
  });
});
