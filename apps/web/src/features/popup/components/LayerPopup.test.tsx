import type { Popup } from '@kickoff/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderRoutes, respond, stubApi } from '../../../../test/kit.js';
import { i18n } from '../../../i18n/index.js';
import { PREVENT_POPUP_KEY } from '../prevent-popup.js';
import { LayerPopup } from './LayerPopup.js';

const t = i18n.getFixedT('ja', 'popup');

const imagePopup: Popup = {
  id: 1,
  kind: 1,
  days: 7,
  title: 'ネオリーグ最終節 全6試合ライブ配信',
  content: null,
  imgUrlTop: '/api/v2/art/popup/neo-final',
  imgUrlBottom: '/api/v2/art/popup/premium',
  link1: 'league',
  link1Id: 'neo1',
  link2: 'purchase',
  link2Id: null,
};
const noticePopup: Popup = {
  id: 2,
  kind: 2,
  days: 3,
  title: '【重要】システムメンテナンスのお知らせ',
  content: '11月27日 02:00〜06:00、全サービスを停止します。\nメンテナンス中はご利用いただけません。',
  imgUrlTop: null,
  imgUrlBottom: null,
  link1: null,
  link1Id: null,
  link2: null,
  link2Id: null,
};

/** 2026-11-23 12:00 in Tokyo. */
let clock = new Date('2026-11-23T03:00:00Z');
const now = () => clock;

let popups: Popup[];
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  clock = new Date('2026-11-23T03:00:00Z');
  popups = [imagePopup, noticePopup];
  api = stubApi(
    respond('popups.list', () => popups),
    (call: Call) =>
      /^\/popup\/\d+\/count$/.test(call.path) ? { body: { data: { id: 1, views: 1 } } } : undefined,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The intro's popup held until a stand-in for the multiple-login alert is dismissed. */
function HeldPopup() {
  const [held, setHeld] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setHeld(false)}>
        dismiss the alert
      </button>
      <LayerPopup path="/intro" held={held} now={now} />
    </>
  );
}

const renderPopup = (path = '/') =>
  renderRoutes(
    [
      { path, element: <LayerPopup path={path} now={now} /> },
      { path: '/league/:type', element: <p>league page</p> },
      { path: '/purchase', element: <p>purchase page</p> },
    ],
    path,
  );

/** The footer's close button (the close icon at the top has the same name). */
const closeButton = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { name: t('close') })
    .at(-1) as HTMLElement;
const counts = () => api.calls.filter((c) => c.path.endsWith('/count')).map((c) => c.path);
/** Lets the popup query answer (or fail) and React settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('LayerPopup', () => {
  it('takes the notice when both kinds arrive, with its line breaks, and counts one view', async () => {
    renderPopup('/');
    const dialog = await screen.findByRole('dialog', { name: noticePopup.title ?? '' });
    expect(within(dialog).getByTestId('popup-notice').textContent).toBe(noticePopup.content);
    expect(api.calls.find((c) => c.path === '/popup')?.query.get('path')).toBe('/');
    await waitFor(() => expect(counts()).toEqual(['/popup/2/count']));
  });

  it('never shows an image popup on /intro', async () => {
    popups = [imagePopup];
    renderPopup('/intro');
    await settle();
    expect(api.calls.find((c) => c.path === '/popup')?.query.get('path')).toBe('/intro');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(counts()).toEqual([]);
  });

  it('waits while held (the multiple-login alert comes first), then shows and counts its view', async () => {
    renderRoutes([{ path: '/intro', element: <HeldPopup /> }], '/intro');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(counts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'dismiss the alert' }));
    await screen.findByRole('dialog', { name: noticePopup.title ?? '' });
    await waitFor(() => expect(counts()).toEqual(['/popup/2/count']));
  });

  it('shows an image popup with two linked images: a click follows the link, then closes', async () => {
    popups = [imagePopup];
    const { router } = renderPopup('/');
    const dialog = await screen.findByRole('dialog', { name: imagePopup.title ?? '' });
    const images = within(dialog).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      imagePopup.imgUrlTop,
      imagePopup.imgUrlBottom,
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: imagePopup.title ?? '' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/league/neo1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the bottom image to its own target', async () => {
    popups = [imagePopup];
    const { router } = renderPopup('/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t('image.bottom') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
  });

  it('closes for this visit only when the box is not ticked', async () => {
    const first = renderPopup('/');
    fireEvent.click(closeButton(await screen.findByRole('dialog')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(PREVENT_POPUP_KEY)).toBeNull();
    first.unmount();
    renderPopup('/');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('"don\'t show for N days" hides it until today + (days − 1), then it shows again', async () => {
    const first = renderPopup('/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: t('hideDays', { count: 3 }) }));
    fireEvent.click(closeButton(dialog));
    expect(JSON.parse(localStorage.getItem(PREVENT_POPUP_KEY) ?? 'null')).toEqual({
      id: 2,
      endDate: '2026-11-25',
    });
    first.unmount();

    // the last hidden day, late in the evening in Tokyo
    clock = new Date('2026-11-25T14:59:00Z');
    const second = renderPopup('/');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    clock = new Date('2026-11-25T15:00:00Z');
    renderPopup('/');
    expect(await screen.findByRole('dialog', { name: noticePopup.title ?? '' })).toBeTruthy();
  });

  it('shows a popup with a different id even while another one is hidden', async () => {
    localStorage.setItem(PREVENT_POPUP_KEY, JSON.stringify({ id: 99, endDate: '2026-12-31' }));
    renderPopup('/');
    expect(await screen.findByRole('dialog', { name: noticePopup.title ?? '' })).toBeTruthy();
  });

  it('hides it when the box is ticked and the image is clicked', async () => {
    popups = [imagePopup];
    renderPopup('/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: t('hideDays', { count: 7 }) }));
    fireEvent.click(within(dialog).getByRole('button', { name: imagePopup.title ?? '' }));
    expect(JSON.parse(localStorage.getItem(PREVENT_POPUP_KEY) ?? 'null')).toEqual({
      id: 1,
      endDate: '2026-11-29',
    });
  });

  it('hides silently when an image fails to load', async () => {
    popups = [imagePopup];
    renderPopup('/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.error(within(dialog).getAllByRole('img')[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when the popups fail to load', async () => {
    stubApi(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }));
    renderPopup('/');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('only logs a failed view count', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api = stubApi(respond('popups.list', () => popups));
    renderPopup('/');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('popup view not counted', 2, expect.anything()));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stays away below the desktop breakpoint and asks for nothing', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderPopup('/');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
