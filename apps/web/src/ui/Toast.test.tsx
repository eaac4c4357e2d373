import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MAX, ToastProvider, useToast } from './Toast.js';

let toast: ReturnType<typeof useToast>;
function Capture() {
  toast = useToast();
  return null;
}

function setup() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows notes in a polite live region, errors as alerts', () => {
    setup();
    act(() => {
      toast.success('保存しました');
      toast.error('通信エラーが発生しました');
    });
    const region = screen.getByRole('region', { name: '通知' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('保存しました');
    expect(screen.getByRole('alert').textContent).toContain('通信エラーが発生しました');
  });

  it('goes away by itself: 4 s for notes, 6 s for errors, never for duration 0', () => {
    setup();
    act(() => {
      toast.info('コピーしました');
      toast.error('失敗しました');
      toast.show('ずっと表示', { duration: 0 });
    });
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('コピーしました')).toBeNull();
    expect(screen.getByText('失敗しました')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('失敗しました')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('ずっと表示')).toBeTruthy();
  });

  it('waits while pointed at', () => {
    setup();
    act(() => {
      toast.info('コピーしました');
    });
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('コピーしました')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('コピーしました')).toBeNull();
  });

  it('closes with its close button or by id', () => {
    setup();
    let id = 0;
    act(() => {
      toast.info('A');
      id = toast.info('B');
    });
    fireEvent.click(screen.getAllByRole('button', { name: '閉じる' })[0]!);
    expect(screen.queryByText('A')).toBeNull();
    act(() => toast.dismiss(id));
    expect(screen.queryByText('B')).toBeNull();
  });

  it(`keeps at most ${TOAST_MAX}, dropping the oldest`, () => {
    setup();
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.info(`note ${n}`);
    });
    expect(screen.queryByText('note 1')).toBeNull();
    expect(screen.getByText('note 4')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '閉じる' })).toHaveLength(TOAST_MAX);
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
