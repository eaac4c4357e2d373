import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.js';
import { Pagination } from './Pagination.js';

function Board({
  total = 12,
  start = 1,
  onChange,
}: {
  total?: number;
  start?: number;
  onChange?: (p: number) => void;
}) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      totalPages={total}
      onChange={(p) => {
        onChange?.(p);
        setPage(p);
      }}
    />
  );
}

const pageNumbers = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => Number(b.textContent));
const current = () => screen.getByRole('button', { current: 'page' }).textContent;
const prev = () => screen.queryByRole('button', { name: /前のページ/ });
const next = () => screen.queryByRole('button', { name: /次のページ/ });

describe('Pagination', () => {
  afterEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('shows five pages per group with the current page marked', () => {
    render(<Board />);
    expect(screen.getByRole('navigation', { name: 'ページ送り' })).toBeTruthy();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(current()).toBe('1');
    expect(prev()).toBeNull();
    expect(next()?.textContent).toBe('次へ');
  });

  it('steps one page with 次へ / 前へ, recalculating the group when the step leaves it (12 pages)', async () => {
    const onChange = vi.fn();
    render(<Board onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(next()!);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(current()).toBe('2');

    await user.click(screen.getByRole('button', { name: '5ページ目' }));
    await user.click(next()!);
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);
    expect(current()).toBe('6');

    await user.click(prev()!);
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(current()).toBe('5');
  });

  it('ends with page 12 in the group 11–12 and no 次へ', async () => {
    const onChange = vi.fn();
    render(<Board start={10} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(next()!);
    expect(pageNumbers()).toEqual([11, 12]);
    await user.click(next()!);
    expect(current()).toBe('12');
    expect(next()).toBeNull();
    expect(prev()).not.toBeNull();
    expect(onChange.mock.calls).toEqual([[11], [12]]);
  });

  it('selects a page number, and ignores a click on the current one', async () => {
    const onChange = vi.fn();
    render(<Board onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '3ページ目' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(current()).toBe('3');
    await user.click(screen.getByRole('button', { name: '3ページ目' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it.each([0, -1, 13, Number.NaN, 2.5, 'abc', '', null, undefined])('ignores the invalid page %s', (bad) => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={7} totalPages={12} onChange={onChange} />);
    rerender(<Pagination page={bad} totalPages={12} onChange={onChange} />);
    expect(current()).toBe('7');
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a numeric string, e.g. straight from the URL', () => {
    render(<Pagination page="9" totalPages={12} onChange={() => {}} />);
    expect(current()).toBe('9');
  });

  it('starts on page 1 when the first page given is invalid', () => {
    render(<Pagination page="x" totalPages={3} onChange={() => {}} />);
    expect(current()).toBe('1');
  });

  it('shows a single page as "1" and nothing when there are no pages', () => {
    const { rerender, container } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(pageNumbers()).toEqual([1]);
    expect(prev()).toBeNull();
    expect(next()).toBeNull();
    rerender(<Pagination page={1} totalPages={0} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('keeps the Japanese 前へ / 次へ labels in the English UI, with English aria-labels', async () => {
    await i18n.changeLanguage('en');
    render(<Pagination page={7} totalPages={12} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Previous page/ }).textContent).toBe('前へ');
    expect(screen.getByRole('button', { name: /Next page/ }).textContent).toBe('次へ');
    expect(screen.getByRole('button', { name: 'Page 8' })).toBeTruthy();
  });

  it('keeps them in Korean too', async () => {
    await i18n.changeLanguage('ko');
    render(<Pagination page={7} totalPages={12} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /이전 페이지/ }).textContent).toBe('前へ');
    expect(screen.getByRole('button', { name: /다음 페이지/ }).textContent).toBe('次へ');
  });
});
