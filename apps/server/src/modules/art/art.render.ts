import { drawMotif, type Motif } from './art.motifs.js';

/**
 * Generated broadcast graphics (there are no image files): a gradient in the item's colours, a sports
 * or feature motif, a "KICKOFF" kicker and, when given, a big title. Pure and deterministic — the same
 * spec always gives the same bytes, so the route can answer an ETag and let browsers keep it a day.
 */

/** The kinds of art the seeded `imgUrl` values ask for, with their frame size. */
export const ART_FRAMES = {
  banner: { width: 1600, height: 600 },
  league: { width: 800, height: 450 },
  intro: { width: 1200, height: 675 },
  popup: { width: 720, height: 480 },
} as const;
export type ArtKind = keyof typeof ART_FRAMES;

export const isArtKind = (value: string): value is ArtKind => Object.hasOwn(ART_FRAMES, value);

export interface ArtSpec {
  kind: ArtKind;
  /** [dark base, vivid accent] as #rrggbb. */
  colors: readonly [string, string];
  motif: Motif;
  /** The big title (already upper-cased as it should show), or null for art without one. */
  title: string | null;
  /** A small line above the title (the sport, "LIVE" …). */
  kicker: string;
  /** Accessible text of the image. */
  label: string;
  /** Where the title goes: banners keep the left free for the page's own text over them. */
  align?: 'left' | 'right';
}

/** FNV-1a: a small stable hash for colours derived from a name. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (k: number) => {
    const m = (k + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(m - 3, 9 - m, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Two colours from a name: a deep base and a vivid accent 40° round the wheel. */
export function colorsFromName(name: string): [string, string] {
  const hue = hashOf(name) % 360;
  return [hslToHex(hue, 0.62, 0.14), hslToHex((hue + 40) % 360, 0.78, 0.5)];
}

/** "bnext-round8" → "BNEXT ROUND 8": words from the path name, letters and digits apart. */
export function titleOfName(name: string): string {
  return name
    .split(/[-/]+/)
    .filter(Boolean)
    .map((word) => word.replace(/([a-z])(\d)/g, '$1 $2').replace(/(\d)([a-z])/g, '$1 $2'))
    .join(' ')
    .toUpperCase();
}

const HEX = /^#[0-9a-f]{6}$/i;
/** Only #rrggbb goes into the SVG (colours from the database are checked, not trusted). */
export const safeColor = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Mixes a #rrggbb colour towards black (amount 0–1). */
function darken(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((v >> shift) & 255) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

const FONT = "'Inter','Helvetica Neue',Arial,'Noto Sans JP',sans-serif";

/** Splits a title over at most two lines, at the space nearest the middle. */
function titleLines(title: string): string[] {
  if (title.length <= 14 || !title.includes(' ')) return [title];
  const mid = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return [title.slice(0, best), title.slice(best + 1)];
}

/** The SVG document of a piece of art. */
export function renderArt(spec: ArtSpec): string {
  const { width: w, height: h } = ART_FRAMES[spec.kind];
  const base = safeColor(spec.colors[0], '#141b2d');
  const accent = safeColor(spec.colors[1], '#19e28c');
  const pad = Math.round(h * 0.1);
  const withTitle = spec.title !== null && spec.title.length > 0;
  // the motif sits right of the title, or fills the middle when there is none
  const box = withTitle
    ? { x: w * 0.5, y: h * 0.14, w: w * 0.44, h: h * 0.72 }
    : { x: w * 0.18, y: h * 0.14, w: w * 0.64, h: h * 0.72 };

  const lines = withTitle ? titleLines(spec.title ?? '') : [];
  const longest = Math.max(1, ...lines.map((l) => l.length));
  // bold capitals run about 0.62 em wide: fit the longest line into half the frame
  const size = Math.round(Math.min(h * (lines.length > 1 ? 0.2 : 0.26), (w * 0.5) / (longest * 0.62)));
  const kickerSize = Math.round(Math.max(14, h * 0.045));
  const titleTop = h - pad - (lines.length - 1) * size * 1.02;
  const kickerY = titleTop - size - kickerSize * 0.6;

  const right = spec.align === 'right';
  const textX = right ? w - pad : pad;
  const anchor = right ? ' text-anchor="end"' : '';
  const title = lines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${Math.round(titleTop + i * size * 1.02)}"${anchor} font-size="${size}" font-weight="900" letter-spacing="-1" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(spec.label)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${darken(accent, 0.55)}"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.2" r="0.75"><stop offset="0" stop-color="${accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
<pattern id="stripes" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(-24)"><rect width="24" height="48" fill="#fff" fill-opacity="0.025"/></pattern>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#stripes)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<g fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${drawMotif(spec.motif, box)}</g>
<rect width="${w}" height="${h}" fill="url(#shade)"/>
<g font-family="${FONT}">
<rect x="${pad}" y="${pad - Math.round(kickerSize * 0.9)}" width="${Math.round(kickerSize * 0.35)}" height="${kickerSize}" fill="#19e28c"/>
<text x="${pad + kickerSize * 0.7}" y="${pad}" font-size="${kickerSize}" font-weight="800" letter-spacing="3" fill="#fff">KICK<tspan fill="#19e28c">OFF</tspan></text>
${withTitle ? `<text x="${textX}" y="${Math.round(kickerY)}"${anchor} font-size="${kickerSize}" font-weight="700" letter-spacing="4" fill="${accent}">${escapeXml(spec.kicker)}</text>${title}` : ''}
</g>
<rect y="${h - 6}" width="${w}" height="6" fill="${accent}"/>
</svg>`;
}
