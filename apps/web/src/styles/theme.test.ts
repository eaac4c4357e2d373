import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The colour tokens of theme.css's :root (hex only). */
function tokens(): Record<string, string> {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');
  const root = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));
  return Object.fromEntries(
    [...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]),
  );
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SURFACES = ['bg', 'bg-elevated', 'surface', 'surface-2', 'surface-3'];

describe('the colour tokens (WCAG 2.2 AA on every dark surface)', () => {
  const t = tokens();
  it.each(SURFACES)('text, muted and faint text and live text read at 4.5:1 on --%s', (surface) => {
    for (const text of ['text', 'text-muted', 'text-faint', 'live-text'])
      expect(contrast(t[text]!, t[surface]!), `--${text} on --${surface}`).toBeGreaterThanOrEqual(4.5);
  });
  it.each(SURFACES)('the focus outline stands out at 3:1 on --%s (1.4.11, 2.4.13)', (surface) => {
    expect(contrast(t.focus!, t[surface]!)).toBeGreaterThanOrEqual(3);
  });
  it('text on the accent and white on the live fill read at 4.5:1', () => {
    expect(contrast(t['accent-contrast']!, t.accent!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', t.live!)).toBeGreaterThanOrEqual(4.5);
  });
});
