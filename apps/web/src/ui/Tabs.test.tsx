import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './Tabs.js';

const items: TabItem[] = [
  { key: 'all', label: 'すべて' },
  { key: 'ongoing', label: '開催中', count: 3 },
  { key: 'closed', label: '終了', disabled: true },
  { key: 'winners', label: '当選発表' },
];

function ButtonTabs({ onChange }: { onChange?: (key: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <Tabs
      ariaLabel="イベント"
      items={items}
      value={value}
      panelId={(key) => `panel-${key}`}
      onChange={(key) => {
        onChange?.(key);
        setValue(key);
      }}
    />
  );
}

describe('Tabs (buttons)', () => {
  it('is a tablist with the selected tab marked and the only one in the Tab order', () => {
    render(<ButtonTabs />);
    expect(screen.getByRole('tablist', { name: 'イベント' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(tabs[1]?.textContent).toBe('開催中3');
    expect(tabs[0]?.getAttribute('aria-controls')).toBe('panel-all');
  });

  it('selects on click', async () => {
    const onChange = vi.fn();
    render(<ButtonTabs onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: '当選発表' }));
    expect(onChange).toHaveBeenCalledWith('winners');
    expect(screen.getByRole('tab', { name: '当選発表' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with arrow keys, Home and End, skipping disabled tabs', async () => {
    render(<ButtonTabs />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('すべて');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('開催中3');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('当選発表');
    expect(screen.getByRole('tab', { name: '当選発表' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('すべて');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('当選発表');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('すべて');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('当選発表');
  });
});

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

describe('Tabs (links)', () => {
  const links: TabItem[] = [
    { key: 'notice', label: 'お知らせ', to: '/help/notice' },
    { key: 'event', label: 'イベント', to: '/help/event' },
    { key: 'cs', label: 'よくある質問', to: '/help/cs' },
  ];

  it('is a nav of links marking the current route, and navigates', async () => {
    render(
      <MemoryRouter initialEntries={['/help/event/12']}>
        <Tabs ariaLabel="ヘルプ" items={links} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'ヘルプ' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'イベント' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'お知らせ' }).getAttribute('aria-current')).toBeNull();

    await userEvent.setup().click(screen.getByRole('link', { name: 'よくある質問' }));
    expect(screen.getByTestId('path').textContent).toBe('/help/cs');
    expect(screen.getByRole('link', { name: 'よくある質問' }).getAttribute('aria-current')).toBe('page');
  });
});
