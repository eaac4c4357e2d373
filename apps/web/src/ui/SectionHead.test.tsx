import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SectionHead, SeeAllLink } from './SectionHead.js';

describe('SectionHead', () => {
  it('is a heading with its id, level and the line beside it', () => {
    render(<SectionHead id="today-title" as="h3" title="今日の試合" aside="11月26日（木）" />);
    const heading = screen.getByRole('heading', { level: 3, name: '今日の試合' });
    expect(heading.id).toBe('today-title');
    expect(screen.getByText('11月26日（木）')).toBeTruthy();
  });

  it('leads to the whole list with "see all", after the tools', () => {
    render(
      <MemoryRouter>
        <SectionHead title="人気の動画" tools={<button type="button">並び替え</button>} moreTo="/detail" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'すべて見る' });
    expect(link.getAttribute('href')).toBe('/detail');
    const tool = screen.getByRole('button', { name: '並び替え' });
    expect(tool.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says where the link goes when given a text, and has no tools area without tools', () => {
    const { container } = render(
      <MemoryRouter>
        <SectionHead title="順位表" moreTo="/news/standinglist" moreLabel="順位表をすべて見る" />
        <SectionHead title="出場チーム" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '順位表をすべて見る' })).toBeTruthy();
    const heads = container.querySelectorAll('header');
    expect(heads[0]?.children).toHaveLength(2);
    expect(heads[1]?.children).toHaveLength(1);
  });

  it('offers the link alone for heads that place it themselves', () => {
    render(
      <MemoryRouter>
        <SeeAllLink to="/schedule/0" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'すべて見る' }).getAttribute('href')).toBe('/schedule/0');
  });
});
