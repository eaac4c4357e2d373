import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, pageOf, respond, stubApi } from '../../../test/kit.js';
import { i18n } from '../../i18n/index.js';
import { noticeCategories, noticeDetail, noticeListHandler, renderHelp } from './help-test-kit.js';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ja');
});

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'お知らせ一覧' }))
    .getAllByRole('button')
    .map((row) => row.querySelector('[data-testid^="notice-row-"]')?.getAttribute('data-testid'));

describe('notice list', () => {
  it('opens /public/help on the notices, with pinned notices marked and the document title set', async () => {
    stubApi(respond('notice.categories', noticeCategories), noticeListHandler);
    const { router } = renderHelp('/public/help');
    await screen.findByTestId('notice-row-36');
    expect(router.state.location.pathname).toBe('/public/help/notice');
    expect(screen.getByRole('heading', { level: 1, name: 'ヘルプセンター' })).toBeTruthy();
    expect(screen.getByTestId('notice-row-36').dataset.pinned).toBe('true');
    expect(screen.getByTestId('notice-row-34').dataset.pinned).toBeUndefined();
    expect(within(screen.getByTestId('notice-row-36')).getByText('注目')).toBeTruthy();
    expect(screen.getByText('全36件')).toBeTruthy();
    expect(document.title).toBe('お知らせ | KICKOFF');
  });

  it('reads ?page=2 from the URL and asks for pageNo=2; a page click puts the page in the URL', async () => {
    const api = stubApi(respond('notice.categories', noticeCategories), noticeListHandler);
    const { router } = renderHelp('/public/help/notice?page=2');
    await screen.findByTestId('notice-row-26');
    expect(api.callsTo('/notice/list')[0]?.query.get('pageNo')).toBe('2');
    expect(rowTitles()).toHaveLength(10);
    expect(screen.getByRole('button', { name: '2ページ目' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button', { name: /ページ目$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);

    await userEvent.click(screen.getByRole('button', { name: '4ページ目' }));
    await screen.findByTestId('notice-row-6');
    expect(router.state.location.search).toBe('?page=4');
    expect(api.callsTo('/notice/list').at(-1)?.query.get('pageNo')).toBe('4');
    expect(rowTitles()).toHaveLength(6);

    // back goes to page 2 again, from the cache
    await router.navigate(-1);
    await screen.findByTestId('notice-row-26');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters by category and keyword through the URL, back to page 1', async () => {
    const api = stubApi(respond('notice.categories', noticeCategories), noticeListHandler);
    const { router } = renderHelp('/public/help/notice?page=3');
    await screen.findByTestId('notice-row-16');

    await userEvent.click(await screen.findByRole('tab', { name: 'メンテナンス' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=2'));
    expect(api.callsTo('/notice/list').at(-1)?.query.get('categoryId')).toBe('2');
    expect(api.callsTo('/notice/list').at(-1)?.query.get('pageNo')).toBe('1');

    const search = screen.getByRole('searchbox', { name: 'お知らせを検索' });
    expect(search.getAttribute('maxlength')).toBe('30');
    await userEvent.type(search, 'アプリ{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=2&keyword=%E3%82%A2%E3%83%97%E3%83%AA'),
    );
    expect(api.callsTo('/notice/list').at(-1)?.query.get('keyword')).toBe('アプリ');
  });

  it('shows the empty state when there are no notices', async () => {
    stubApi(respond('notice.categories', noticeCategories), respond('notice.list', pageOf([], 1)));
    renderHelp('/public/help/notice');
    expect(await screen.findByText('お知らせはありません。')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).toBeNull();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    const failing: Handler = (call) =>
      call.path === '/notice/list' && fail
        ? { status: 400, body: { code: 'BAD_REQUEST', message: 'bad' } }
        : undefined;
    stubApi(respond('notice.categories', noticeCategories), failing, noticeListHandler);
    renderHelp('/public/help/notice');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('もう一度お試しください');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('notice-row-36')).toBeTruthy();
  });

  it('asks the server in the member language and fetches again when it changes', async () => {
    const api = stubApi(respond('notice.categories', noticeCategories), noticeListHandler);
    renderHelp('/public/help/notice');
    await screen.findByTestId('notice-row-36');
    expect(api.callsTo('/notice/list')[0]?.headers['accept-language']).toBe('ja');
    await i18n.changeLanguage('en');
    await waitFor(() => expect(api.callsTo('/notice/list').at(-1)?.headers['accept-language']).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
  });
});

describe('notice detail', () => {
  it('shows the body with line breaks (markup as text), images, files, and older/newer links', async () => {
    stubApi(respond('notice.detail', noticeDetail));
    const { container } = renderHelp('/public/help/notice/31');
    const heading = await screen.findByRole('heading', { level: 2, name: /お知らせ 31/ });
    expect(heading).toBeTruthy();
    const body = screen.getByText(/1行目/);
    expect(body.querySelectorAll('br')).toHaveLength(2);
    expect(body.textContent).toBe('1行目2行目<b>太字ではない</b>3行目');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: 'banner.png' })).toBeTruthy();
    expect(screen.getByText('guide.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'guide.pdfをダウンロード' })).toBeTruthy();
    expect(screen.getByTestId('notice-older').getAttribute('href')).toBe('/public/help/notice/30');
    expect(screen.getByTestId('notice-newer').getAttribute('href')).toBe('/public/help/notice/32');
    await waitFor(() => expect(document.title).toBe('お知らせ 31 | KICKOFF'));
  });

  it('goes back to the list page it was opened from', async () => {
    stubApi(
      respond('notice.categories', noticeCategories),
      noticeListHandler,
      respond('notice.detail', (call) => ({ ...noticeDetail, id: Number(call.query.get('id')) })),
    );
    const { router } = renderHelp('/public/help/notice?page=3');
    await userEvent.click(await screen.findByTestId('notice-row-15'));
    await screen.findByRole('button', { name: '一覧に戻る' });
    expect(router.state.location.pathname).toBe('/public/help/notice/15');

    // through the older link, the way back still leads to page 3
    await userEvent.click(screen.getByTestId('notice-older'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/help/notice/30'));
    await userEvent.click(await screen.findByRole('button', { name: '一覧に戻る' }));
    await screen.findByTestId('notice-row-16');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says so when the notice does not exist', async () => {
    stubApi((call) =>
      call.path === '/notice/detail'
        ? { status: 404, body: { code: 'NOTICE_NOT_FOUND', message: 'x' } }
        : undefined,
    );
    const { router } = renderHelp('/help/notice/999');
    expect(await screen.findByText('お知らせが見つかりません')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '一覧に戻る' }));
    expect(router.state.location.pathname).toBe('/help/notice');
  });
});
