import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rail, RailItem } from './Rail.js';

/** The browser's IntersectionObserver (jsdom has none): the test says what is in view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {}
  show(ratios: [Element, number][]) {
    act(() =>
      this.callback(
        ratios.map(
          ([target, intersectionRatio]) => ({ target, intersectionRatio }) as IntersectionObserverEntry,
        ),
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

describe("a rail's page buttons", () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('follow whether the first and the last card are in view, without reading the layout', () => {
    render(
      <Rail title="Rail">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <RailItem key={n}>
            <a href={`/v/${n}`}>card {n}</a>
          </RailItem>
        ))}
      </Rail>,
    );
    const observer = FakeIntersectionObserver.last!;
    const [first, last] = observer.observed;
    expect(first?.textContent).toBe('card 1');
    expect(last?.textContent).toBe('card 6');
    const [prev, next] = screen.getAllByRole<HTMLButtonElement>('button');
    observer.show([
      [first!, 1],
      [last!, 0],
    ]);
    expect(prev!.disabled).toBe(true);
    expect(next!.disabled).toBe(false);
    observer.show([
      [first!, 0.2],
      [last!, 1],
    ]);
    expect(prev!.disabled).toBe(false);
    expect(next!.disabled).toBe(true);
  });
});
