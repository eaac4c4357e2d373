import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.js';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('says "no data" by default', () => {
    render(<EmptyState />);
    expect(screen.getByText('データがありません。')).toBeTruthy();
  });

  it('shows a custom message, description and action', () => {
    render(
      <EmptyState
        message="お気に入りのチームがありません"
        description="チームを登録すると試合の通知を受け取れます。"
        action={<Button>チームを探す</Button>}
      />,
    );
    expect(screen.getByText('お気に入りのチームがありません')).toBeTruthy();
    expect(screen.getByText('チームを登録すると試合の通知を受け取れます。')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'チームを探す' })).toBeTruthy();
  });

  it('can hide its icon', () => {
    const { container } = render(<EmptyState icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
