import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rail, RailItem } from './Rail.js';

describe('a rail with the keyboard', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    // jsdom lays nothing out: record what the rail asks to bring into view
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    scrolled.length = 0;
  });

  it('moves focus from card to card with the arrow keys, Home and End, and brings the card into view', () => {
    render(
      <Rail title="Rail">
        {[1, 2, 3, 4].map((n) => (
          <RailItem key={n}>
            <a href={`/v/${n}`}>card {n}</a>
          </RailItem>
        ))}
      </Rail>,
    );
    const card = (n: number) => screen.getByRole('link', { name: `card ${n}` });
    const list = screen.getByRole('list');
    card(1).focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card(2));
    expect(scrolled.at(-1)).toBe(card(2).parentElement);
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(card(4));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card(4));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(card(1));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(card(1));
    // other keys are left to the page
    expect(fireEvent.keyDown(list, { key: 'ArrowDown' })).toBe(true);
    expect(fireEvent.keyDown(list, { key: 'ArrowRight' })).toBe(false);
  });
});
