import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from './ConfirmDialog.js';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onYes = vi.fn();
  const onNo = vi.fn();
  const view = render(
    <ConfirmDialog
      open
      title="退会"
      message={'本当に退会しますか？\n元に戻せません。'}
      onYes={onYes}
      onNo={onNo}
      {...props}
    />,
  );
  return { onYes, onNo, ...view, user: userEvent.setup() };
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        削除
      </button>
      <ConfirmDialog
        open={open}
        title="削除"
        message="m"
        onYes={() => setOpen(false)}
        onNo={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows title, message, and No then Yes buttons in Japanese by default', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: '退会' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('本当に退会しますか？');
    const [no, yes] = screen.getAllByRole('button').filter((b) => b.textContent);
    expect(no?.textContent).toBe('いいえ');
    expect(yes?.textContent).toBe('はい');
  });

  it('renders nothing while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('uses custom labels', () => {
    setup({ yesLabel: '退会する', noLabel: 'やめる' });
    expect(screen.getByRole('button', { name: '退会する' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'やめる' })).toBeTruthy();
  });

  it('calls onYes for Yes and onNo for No', async () => {
    const { onYes, onNo, user } = setup();
    await user.click(screen.getByRole('button', { name: 'はい' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onNo).not.toHaveBeenCalled();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close icon',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: '閉じる' })),
    ],
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('modal-backdrop')),
    ],
  ])('closing by %s counts as No', async (_, close) => {
    const { onYes, onNo, user } = setup();
    await close(user);
    expect(onNo).toHaveBeenCalledTimes(1);
    expect(onYes).not.toHaveBeenCalled();
  });

  it('takes only the first answer, and resets when opened again', async () => {
    const { onYes, onNo, user, rerender } = setup();
    const props = { title: '退会', message: 'm', onYes, onNo };
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'はい' }));
    await user.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(1);
    expect(onYes).not.toHaveBeenCalled();

    rerender(<ConfirmDialog open={false} {...props} />);
    rerender(<ConfirmDialog open {...props} />);
    await user.click(screen.getByRole('button', { name: 'はい' }));
    expect(onYes).toHaveBeenCalledTimes(1);
  });

  it('focuses Yes first, or No when the action is dangerous', () => {
    const { unmount } = setup();
    expect(document.activeElement?.textContent).toBe('はい');
    unmount();
    setup({ danger: true });
    expect(document.activeElement?.textContent).toBe('いいえ');
  });

  it('keeps Tab focus inside the dialog', async () => {
    const { user } = setup();
    const close = screen.getByRole('button', { name: '閉じる' });
    const yes = screen.getByRole('button', { name: 'はい' });
    expect(document.activeElement).toBe(yes);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(yes);
  });

  it('gives focus back to the opener when it closes', async () => {
    render(<Opener />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: '削除' });
    await user.click(opener);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

function ConfirmPage({ onResult }: { onResult: (yes: boolean) => void }) {
  const { confirm, element } = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={async () => onResult(await confirm({ title: '確認', message: '保存しますか？' }))}
      >
        保存
      </button>
      {element}
    </>
  );
}

describe('useConfirm', () => {
  it.each([
    [
      'Yes',
      true,
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'はい' })),
    ],
    [
      'No',
      false,
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'いいえ' })),
    ],
    ['Escape', false, (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('resolves %s as %s and closes', async (_, expected, answer) => {
    const onResult = vi.fn();
    render(<ConfirmPage onResult={onResult} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alertdialog', { name: '確認' }).textContent).toContain('保存しますか？');
    await answer(user);
    expect(onResult).toHaveBeenCalledWith(expected);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('can be asked again after an answer', async () => {
    const onResult = vi.fn();
    render(<ConfirmPage onResult={onResult} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.click(screen.getByRole('button', { name: 'いいえ' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.click(screen.getByRole('button', { name: 'はい' }));
    expect(onResult.mock.calls).toEqual([[false], [true]]);
  });
});
