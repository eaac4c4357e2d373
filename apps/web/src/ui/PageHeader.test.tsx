import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.js';
import { PageHeader } from './PageHeader.js';

describe('PageHeader', () => {
  it('has the page title as the one h1, with a subtitle', () => {
    render(<PageHeader title="ヘルプ" subtitle="お困りのことはありませんか？" />);
    expect(screen.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeTruthy();
    expect(screen.getByText('お困りのことはありませんか？')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a breadcrumb with links and the current page marked', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="お知らせ"
          breadcrumb={[{ label: 'ホーム', to: '/' }, { label: 'ヘルプ', to: '/help' }, { label: 'お知らせ' }]}
          actions={<Button>問い合わせる</Button>}
        >
          <p>タブ</p>
        </PageHeader>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '現在地' });
    expect(screen.getByRole('link', { name: 'ホーム' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'ヘルプ' }).getAttribute('href')).toBe('/help');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('お知らせ');
    expect(screen.getByRole('button', { name: '問い合わせる' })).toBeTruthy();
    expect(screen.getByText('タブ')).toBeTruthy();
  });
});
