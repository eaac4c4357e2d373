import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.js';

describe('ErrorState', () => {
  it('is an alert with the generic message by default and no retry', () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert').textContent).toContain('エラーが発生しました。');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="お知らせを読み込めませんでした。" onRetry={onRetry} />);
    expect(screen.getByText('お知らせを読み込めませんでした。')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy while retrying', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} retrying retryLabel="もう一度" />);
    const button = screen.getByRole('button', { name: /もう一度/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.setup().click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
