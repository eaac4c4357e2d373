import { LIMITS } from '@kickoff/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage.js';

describe('LazyImage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads lazily and asynchronously', () => {
    render(<LazyImage src="/a.jpg" alt="ポスター" />);
    const img = screen.getByRole('img', { name: 'ポスター' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it(`retries a failed load up to ${LIMITS.lazyImage.attempts} attempts, then shows a placeholder`, () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    render(<LazyImage src="/broken.jpg" alt="ポスター" onError={onError} />);
    for (let attempt = 1; attempt < LIMITS.lazyImage.attempts; attempt++) {
      fireEvent.error(screen.getByRole('img', { name: 'ポスター' }));
      expect(screen.queryByRole('img')).toBeNull();
      act(() => vi.advanceTimersByTime(LIMITS.lazyImage.throttleMs));
      expect(screen.getByRole('img', { name: 'ポスター' }).tagName).toBe('IMG');
    }
    fireEvent.error(screen.getByRole('img', { name: 'ポスター' }));
    const fallback = screen.getByRole('img', { name: 'ポスター' });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback.textContent).toBe('画像を表示できません');
    expect(onError).toHaveBeenCalledTimes(LIMITS.lazyImage.attempts);
  });

  it('starts over when the source changes', () => {
    const { rerender } = render(<LazyImage src="/a.jpg" alt="A" />);
    for (let i = 0; i < LIMITS.lazyImage.attempts; i++) {
      const img = screen.queryByRole('img', { name: 'A' });
      if (img?.tagName === 'IMG') fireEvent.error(img);
      act(() => {});
    }
    rerender(<LazyImage src="/b.jpg" alt="B" />);
    expect(screen.getByRole('img', { name: 'B' }).getAttribute('src')).toBe('/b.jpg');
  });
});
