import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { luminance, TeamEmblem } from './TeamEmblem.js';

describe('TeamEmblem', () => {
  it('measures luminance from #rrggbb, dark for anything unreadable', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#19e28c')).toBeGreaterThan(0.45);
    expect(luminance('not a colour')).toBe(0);
  });

  it('writes the code in dark ink on a light crest and in white on a dark one', () => {
    const light = render(<TeamEmblem team={{ code: 'TOH', colors: ['#c9a227', '#f5f5f5'] }} />);
    expect(light.container.querySelector('text')?.getAttribute('fill')).toBe('#0b0f1a');
    const dark = render(<TeamEmblem team={{ code: 'MIN', colors: ['#4aa8ff', '#10294a'] }} />);
    expect(dark.container.querySelector('text')?.getAttribute('fill')).toBe('#fff');
    expect(dark.container.textContent).toBe('MIN');
  });
});
