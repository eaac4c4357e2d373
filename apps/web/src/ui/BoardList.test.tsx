import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BoardColumn, BoardList } from './BoardList.js';

type Faq = { id: number; no: number; question: string; answer: string };

const rows: Faq[] = [
  { id: 1, no: 3, question: 'パスは解約できますか？', answer: 'マイページから解約できます。' },
  { id: 2, no: 2, question: '画質を変えたい', answer: 'プレミアムは1080p60です。' },
  { id: 3, no: 1, question: 'テレビで見られますか？', answer: 'LGとSamsungに対応しています。' },
];

const columns: BoardColumn<Faq>[] = [
  { key: 'no', header: 'No.', render: (r) => r.no, width: '64px', hideOnMobile: true, align: 'center' },
  { key: 'question', header: '質問', render: (r) => r.question },
];

const expand = (r: Faq) => <p>{r.answer}</p>;
const rowButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name.replace('?', '\\?')) });

describe('BoardList', () => {
  it('shows the column headers by default, and hides them on request', () => {
    const { rerender } = render(<BoardList columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByText('質問')).toBeTruthy();
    rerender(<BoardList columns={columns} rows={rows} rowKey={(r) => r.id} showHeader={false} />);
    expect(screen.queryByText('質問')).toBeNull();
    expect(screen.getByText('画質を変えたい')).toBeTruthy();
  });

  it('shows the "no data" text when there are no rows, or the text given', () => {
    const { rerender } = render(<BoardList columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('データがありません。')).toBeTruthy();
    rerender(
      <BoardList columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="お知らせはありません。" />,
    );
    expect(screen.getByText('お知らせはありません。')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('expands one row at a time; clicking the open row closes it', async () => {
    render(<BoardList columns={columns} rows={rows} rowKey={(r) => r.id} renderExpanded={expand} />);
    const user = userEvent.setup();
    const first = rowButton('パスは解約');
    const second = rowButton('画質');
    expect(first.getAttribute('aria-expanded')).toBe('false');

    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /パスは解約/ }).textContent).toBe(
      'マイページから解約できます。',
    );

    await user.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('マイページから解約できます。')).toBeNull();
    expect(screen.getByText('プレミアムは1080p60です。')).toBeTruthy();

    await user.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('toggles with the keyboard (Enter)', async () => {
    render(<BoardList columns={columns} rows={rows} rowKey={(r) => r.id} renderExpanded={expand} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(rowButton('パスは解約'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('マイページから解約できます。')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('マイページから解約できます。')).toBeNull();
  });

  it('closes the open row when the rows change', async () => {
    const { rerender } = render(
      <BoardList columns={columns} rows={rows} rowKey={(r) => r.id} renderExpanded={expand} />,
    );
    await userEvent.setup().click(rowButton('画質'));
    expect(screen.getByText('プレミアムは1080p60です。')).toBeTruthy();

    rerender(<BoardList columns={columns} rows={rows} rowKey={(r) => r.id} renderExpanded={expand} />);
    expect(screen.getByText('プレミアムは1080p60です。')).toBeTruthy();

    rerender(<BoardList columns={columns} rows={[...rows]} rowKey={(r) => r.id} renderExpanded={expand} />);
    expect(screen.queryByText('プレミアムは1080p60です。')).toBeNull();
    expect(rowButton('画質').getAttribute('aria-expanded')).toBe('false');
  });

  it('reports row clicks, e.g. to open a detail page', async () => {
    const onRowClick = vi.fn();
    render(<BoardList columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={onRowClick} />);
    const row = rowButton('テレビ');
    expect(row.getAttribute('aria-expanded')).toBeNull();
    await userEvent.setup().click(row);
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
  });

  it('renders plain rows when nothing happens on click', () => {
    render(<BoardList columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('drops columns marked hideOnMobile from the narrow-screen grid', () => {
    const { container } = render(
      <BoardList columns={columns} rows={rows} rowKey={(r) => r.id} renderExpanded={expand} />,
    );
    const board = container.firstElementChild as HTMLElement;
    expect(board.style.getPropertyValue('--board-cols')).toBe('64px minmax(0, 1fr) 24px');
    expect(board.style.getPropertyValue('--board-cols-mobile')).toBe('minmax(0, 1fr) 24px');
  });
});
