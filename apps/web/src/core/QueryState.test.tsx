import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.js';
import { QueryState, type QueryStateQuery } from './QueryState.js';

/** A query in the state a test needs (QueryState reads only these fields). */
function queryOf<T>(state: Partial<QueryStateQuery<T>>): QueryStateQuery<T> {
  return { data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(), ...state };
}

const list = (data: string[]) => <p>{data.join(', ')}</p>;

describe('QueryState', () => {
  it('shows the loading block of the given height while the first answer is on its way', () => {
    render(
      <QueryState query={queryOf<string[]>({ isFetching: true })} minHeight="120px">
        {list}
      </QueryState>,
    );
    const block = screen.getByRole('status');
    expect(block.textContent).toContain('読み込み中…');
    expect(block.style.minHeight).toBe('120px');
  });

  it('shows a skeleton of its own instead when given one', () => {
    render(
      <QueryState query={queryOf<string[]>({})} pending={<div data-testid="bones" />}>
        {list}
      </QueryState>,
    );
    expect(screen.getByTestId('bones')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("fails with the member's message and retries the query", async () => {
    const query = queryOf<string[]>({ isError: true, error: new ApiError(503, 'NETWORK_ERROR', 'down') });
    render(<QueryState query={query}>{list}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('ネットワークに接続できません。');
    await userEvent.setup().click(screen.getByRole('button', { name: '再試行' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the retry busy while it refetches, with its own label and class', () => {
    const query = queryOf<string[]>({ isError: true, isFetching: true, error: new Error('boom') });
    render(
      <QueryState query={query} retryLabel="再読み込み" stateClassName="framed" compact>
        {list}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('しばらくしてから、もう一度お試しください。');
    expect(alert.className).toContain('framed');
    expect(screen.getByRole('button', { name: /再読み込み/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('keeps an answer on screen when a later refetch fails', () => {
    const query = queryOf({ data: ['浦和', '鹿島'], isError: true, error: new Error('boom') });
    render(<QueryState query={query}>{list}</QueryState>);
    expect(screen.getByText('浦和, 鹿島')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "no data" when the answer is empty', () => {
    const { container } = render(
      <QueryState
        query={queryOf<string[]>({ data: [] })}
        isEmpty={(d) => d.length === 0}
        stateClassName="framed"
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('データがありません。')).toBeTruthy();
    expect(container.querySelector('.framed')).not.toBeNull();
  });

  it('says what it is given when the answer is empty', () => {
    render(
      <QueryState
        query={queryOf({ data: [] })}
        isEmpty={(d) => d.length === 0}
        emptyMessage="試合はありません"
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('試合はありません')).toBeTruthy();
  });

  it('shows an empty state of its own when given one', () => {
    render(
      <QueryState
        query={queryOf<string[]>({ data: [] })}
        isEmpty={(d) => d.length === 0}
        empty={<p>お気に入りはまだありません</p>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('お気に入りはまだありません')).toBeTruthy();
    expect(screen.queryByText('データがありません。')).toBeNull();
  });

  it('renders the answer', () => {
    render(
      <QueryState query={queryOf({ data: ['浦和'] })} isEmpty={(d) => d.length === 0}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('浦和')).toBeTruthy();
  });
});
