import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.js';

describe('Badge', () => {
  it('is a quiet label by default', () => {
    render(<Badge>受付中</Badge>);
    const badge = screen.getByText('受付中');
    expect(badge.tagName).toBe('SPAN');
    expect(badge.className).toMatch(/badge/);
    expect(badge.className).toMatch(/neutral/);
  });

  it('takes a tone, a size, a class and attributes of its own', () => {
    render(
      <Badge tone="accent" size="sm" className="mine" data-status="answered">
        回答済み
      </Badge>,
    );
    const badge = screen.getByText('回答済み');
    expect(badge.className).toMatch(/accent/);
    expect(badge.className).toMatch(/sm/);
    expect(badge.className).toContain('mine');
    expect(badge.dataset.status).toBe('answered');
  });
});
