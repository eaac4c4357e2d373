import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoardDetail, type BoardDetailProps } from './BoardDetail.js';

const base: BoardDetailProps = {
  title: 'メンテナンスのお知らせ',
  createdAt: '2025-03-01T15:30:00Z',
  content: '',
  images: [],
  files: [],
  onBack: () => {},
};

function setup(props: Partial<BoardDetailProps> = {}) {
  const onBack = vi.fn();
  const view = render(<BoardDetail {...base} onBack={onBack} {...props} />);
  return { ...view, onBack, user: userEvent.setup() };
}

describe('BoardDetail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the title, category and the date in Japan time', () => {
    setup({ category: 'メンテナンス' });
    expect(screen.getByRole('heading', { level: 2, name: 'メンテナンスのお知らせ' })).toBeTruthy();
    expect(screen.getByText('メンテナンス')).toBeTruthy();
    const time = screen.getByText('2025.03.02 00:30');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-03-01T15:30:00Z');
  });

  it('shows line breaks of the content as <br>', () => {
    const { container } = setup({ content: '1行目\n2行目\r\n\n4行目' });
    const body = container.querySelector('article p');
    expect(body?.innerHTML).toBe('1行目<br>2行目<br><br>4行目');
  });

  it('never turns content into HTML', () => {
    const content = '<img src=x onerror=alert(1)>\n<b>bold</b>';
    const { container } = setup({ content });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('article p')?.textContent).toBe(content.replace('\n', ''));
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
  });

  it('shows images full width, lazily, named by alt', () => {
    setup({
      images: [
        { url: '/files/a.jpg', name: '大会ポスター' },
        { url: '/files/b.jpg', name: '会場マップ' },
      ],
    });
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['大会ポスター', '会場マップ']);
    expect(images[0]?.getAttribute('src')).toBe('/files/a.jpg');
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('downloads a file as a blob under its name', async () => {
    const fetchMock = vi.fn(async () => new Response('PDFDATA', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:kickoff/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const { user } = setup({ files: [{ url: '/api/v2/files/9', name: '規約.pdf' }] });
    expect(screen.getByText('規約.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '規約.pdfをダウンロード' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v2/files/9',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked[0]).toEqual({ href: 'blob:kickoff/1', download: '規約.pdf' });
  });

  it('only logs a failed download', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup({ files: [{ url: '/api/v2/files/404', name: 'gone.pdf' }] });
    const button = screen.getByRole('button', { name: 'gone.pdfをダウンロード' });
    await user.click(button);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[1]).toBe('gone.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('goes back with the back button', async () => {
    const { user, onBack } = setup();
    await user.click(screen.getByRole('button', { name: '一覧へ戻る' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('takes a custom back label and prev/next slots', () => {
    setup({ backLabel: 'お知らせ一覧', prev: <span>前の投稿: A</span>, next: <span>次の投稿: B</span> });
    expect(screen.getByRole('button', { name: 'お知らせ一覧' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '前後の投稿' });
    expect(nav.textContent).toBe('前の投稿: A次の投稿: B');
  });

  it('has no files section or post navigation when there is nothing to show', () => {
    setup();
    expect(screen.queryByText('添付ファイル')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
