import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>キャンセル</Button>
        <Button type="submit">送信</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('calls onClick, and not while disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>購入</Button>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '購入' }));
    rerender(
      <Button onClick={onClick} disabled>
        購入
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '購入' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, announces loading, ignores clicks and keeps focusable', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        保存
      </Button>,
    );
    const button = screen.getByRole('button', { name: /保存/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('読み込み中…');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders an icon and passes native props through', () => {
    render(
      <Button variant="danger" size="sm" icon={<svg data-testid="icon" />} aria-label="削除する" block>
        削除
      </Button>,
    );
    const button = screen.getByRole('button', { name: '削除する' });
    expect(button.querySelector('[data-testid="icon"]')).toBeTruthy();
  });
});
