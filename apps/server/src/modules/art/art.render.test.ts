import { describe, expect, it } from 'vitest';
import { colorsFromName, renderArt, safeColor, titleOfName } from './art.render.js';

describe('generated art', () => {
  it('titles a name in capitals, letters and digits apart', () => {
    expect(titleOfName('bnext-round8')).toBe('BNEXT ROUND 8');
    expect(titleOfName('neo-final')).toBe('NEO FINAL');
    expect(titleOfName('cup-2026/day2')).toBe('CUP 2026 DAY 2');
  });

  it('derives the same two colours from the same name, and others from another', () => {
    const colors = colorsFromName('spring-cup');
    expect(colors).toEqual(colorsFromName('spring-cup'));
    expect(colors.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(colorsFromName('autumn-cup')).not.toEqual(colors);
  });

  it('keeps anything but #rrggbb out of the SVG', () => {
    expect(safeColor('#0d1b4c', '#000000')).toBe('#0d1b4c');
    expect(safeColor('red" onload="x', '#000000')).toBe('#000000');
    const svg = renderArt({
      kind: 'banner',
      colors: ['url(javascript:x)', '#ffffff'],
      motif: 'football',
      title: 'A <B> & "C"',
      kicker: 'FOOTBALL',
      label: 'A <B>',
    });
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('A &lt;B&gt; &amp; &quot;C&quot;');
  });

  it('breaks a long title over two lines', () => {
    const svg = renderArt({
      kind: 'popup',
      colors: ['#000000', '#ffffff'],
      motif: 'multi',
      title: 'NEO LEAGUE FINAL DAY',
      kicker: 'FOOTBALL',
      label: 'x',
    });
    expect(svg).toContain('>NEO LEAGUE<');
    expect(svg).toContain('>FINAL DAY<');
  });
});
