import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  function cards(count: number, title = 'Rail') {
    return (
      <>
        <button type="button">before</button>
        <Rail title={title}>
          {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
            <RailItem key={n}>
              <a href={`/v/${n}`}>card {n}</a>
            </RailItem>
          ))}
        </Rail>
        <button type="button">after</button>
      </>
    );
  }
  const card = (n: number) => screen.getByRole('link', { name: `card ${n}` });
  const tabStops = () => screen.getAllByRole('link').filter((link) => link.tabIndex === 0);

  it('is a list named by its title', () => {
    render(cards(3, 'Popular videos'));
    expect(screen.getByRole('list', { name: 'Popular videos' }).children).toHaveLength(3);
  });

  it('is one tab stop: Tab enters at the current card and leaves with the next press', async () => {
    const user = userEvent.setup();
    render(cards(4));
    expect(tabStops()).toEqual([card(1)]);
    screen.getByRole('button', { name: 'before' }).focus();
    // the page buttons come first (the previous one disabled at the start), then the first card
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(card(1));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(card(3));
    expect(tabStops()).toEqual([card(3)]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    // coming back with Shift+Tab lands on the card left last
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(card(3));
  });

  it('makes a card focused another way (a click) the tab stop', async () => {
    const user = userEvent.setup();
    render(cards(4));
    await user.click(card(4));
    expect(document.activeElement).toBe(card(4));
    expect(tabStops()).toEqual([card(4)]);
  });

  it('keeps one tab stop when the cards change', () => {
    const view = render(cards(5));
    card(5).focus();
    expect(tabStops()).toEqual([card(5)]);
    view.rerender(cards(2));
    expect(tabStops()).toEqual([card(2)]);
    view.rerender(cards(6));
    expect(tabStops()).toEqual([card(2)]);
  });
});
