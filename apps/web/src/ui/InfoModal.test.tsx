import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.js';
import { InfoModal } from './InfoModal.js';

describe('InfoModal', () => {
  it('shows the message with an OK button that closes it once', async () => {
    const onClose = vi.fn();
    render(<InfoModal open title="ログイン" message="ログインに失敗しました。" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'ログイン' });
    expect(dialog.textContent).toContain('ログインに失敗しました。');
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Enter, once, with focus on OK', async () => {
    const onClose = vi.fn();
    render(<InfoModal open message="m" onClose={onClose} />);
    expect(document.activeElement?.textContent).toBe('OK');
    await userEvent.setup().keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Enter wherever the focus is inside it', () => {
    const onClose = vi.fn();
    render(<InfoModal open message="m" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Enter that confirms an IME composition', () => {
    const onClose = vi.fn();
    render(<InfoModal open message="m" onClose={onClose} />);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', isComposing: true });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and the close icon too', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<InfoModal open message="m" onClose={onClose} />);
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    rerender(<InfoModal open={false} message="m" onClose={onClose} />);
    rerender(<InfoModal open message="m" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is named by a default title when it has none, and uses a custom OK label', () => {
    render(<InfoModal open message="m" okLabel="確認しました" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'お知らせ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '確認しました' })).toBeTruthy();
  });

  it('locks page scroll while open', () => {
    const { rerender } = render(<InfoModal open message="m" onClose={() => {}} />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<InfoModal open={false} message="m" onClose={() => {}} />);
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves keys to a dialog opened on top of it', async () => {
    const onClose = vi.fn();
    const onNo = vi.fn();
    render(
      <>
        <InfoModal open message="m" onClose={onClose} />
        <ConfirmDialog open title="t" message="m" onYes={() => {}} onNo={onNo} />
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
