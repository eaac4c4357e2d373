import type { AssetSeed, L10n } from './help-text.js';

/** Generated files for the demo board posts: SVG banners and thumbnails, a hand-written PDF, CSV. */

export type Motif =
  | 'football'
  | 'baseball'
  | 'basketball'
  | 'tv'
  | 'ticket'
  | 'tools'
  | 'chat'
  | 'gift'
  | 'multi';

export interface Art {
  /** Large headline; ASCII so it renders the same everywhere. */
  title: string;
  /** Small line above the headline. */
  kicker?: string;
  /** Line under the headline; may be Japanese (a Japanese font stack is declared). */
  subtitle?: string;
  from: string;
  to: string;
  accent?: string;
  motif: Motif;
}

const LATIN_FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const JA_FONT =
  "'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'Noto Sans JP', 'Noto Sans CJK JP', 'Yu Gothic', Meiryo, sans-serif";

const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const f = (n: number) => Number(n.toFixed(1));

/** A white line drawing for the right-hand side, centred at (cx, cy) with size s. */
function motif(kind: Motif, cx: number, cy: number, s: number): string {
  const stroke = `fill="none" stroke="#ffffff" stroke-width="${f(s * 0.025)}" stroke-linejoin="round"`;
  switch (kind) {
    case 'football': {
      const w = s * 1.5;
      const h = s;
      const x = cx - w / 2;
      const y = cy - h / 2;
      return `<g ${stroke} opacity="0.35">
  <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(s * 0.02)}"/>
  <line x1="${f(cx)}" y1="${f(y)}" x2="${f(cx)}" y2="${f(y + h)}"/>
  <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.18)}"/>
  <rect x="${f(x)}" y="${f(cy - h * 0.3)}" width="${f(w * 0.16)}" height="${f(h * 0.6)}"/>
  <rect x="${f(x + w - w * 0.16)}" y="${f(cy - h * 0.3)}" width="${f(w * 0.16)}" height="${f(h * 0.6)}"/>
</g>
<g transform="translate(${f(cx + w * 0.32)} ${f(cy + h * 0.28)})">
  <circle r="${f(s * 0.16)}" fill="#ffffff"/>
  <polygon points="${pentagon(s * 0.07)}" fill="#1b1f2a"/>
</g>`;
    }
    case 'baseball': {
      const r = s * 0.42;
      return `<g ${stroke} opacity="0.35">
  <polygon points="${f(cx)},${f(cy - r)} ${f(cx + r)},${f(cy)} ${f(cx)},${f(cy + r)} ${f(cx - r)},${f(cy)}"/>
  <path d="M ${f(cx - r * 1.5)} ${f(cy - r * 0.5)} Q ${f(cx)} ${f(cy - r * 2.1)} ${f(cx + r * 1.5)} ${f(cy - r * 0.5)}"/>
</g>
<g transform="translate(${f(cx + r * 0.9)} ${f(cy + r * 0.7)})">
  <circle r="${f(s * 0.17)}" fill="#ffffff"/>
  <path d="M ${f(-s * 0.1)} ${f(-s * 0.13)} Q ${f(-s * 0.03)} 0 ${f(-s * 0.1)} ${f(s * 0.13)} M ${f(s * 0.1)} ${f(-s * 0.13)} Q ${f(s * 0.03)} 0 ${f(s * 0.1)} ${f(s * 0.13)}" fill="none" stroke="#d33a3a" stroke-width="${f(s * 0.018)}" stroke-dasharray="${f(s * 0.02)} ${f(s * 0.015)}"/>
</g>`;
    }
    case 'basketball': {
      const r = s * 0.36;
      return `<g ${stroke} opacity="0.35">
  <path d="M ${f(cx - r * 1.8)} ${f(cy + r * 1.2)} L ${f(cx - r * 1.8)} ${f(cy - r * 0.2)} A ${f(r * 1.8)} ${f(r * 1.4)} 0 0 1 ${f(cx + r * 1.8)} ${f(cy - r * 0.2)} L ${f(cx + r * 1.8)} ${f(cy + r * 1.2)}"/>
  <circle cx="${f(cx)}" cy="${f(cy + r * 1.2)}" r="${f(r * 0.6)}"/>
</g>
<g transform="translate(${f(cx + r * 0.7)} ${f(cy - r * 0.1)})" fill="none" stroke="#1b1f2a" stroke-width="${f(s * 0.014)}">
  <circle r="${f(r)}" fill="#f08a24" stroke="none"/>
  <circle r="${f(r)}"/>
  <line x1="${f(-r)}" y1="0" x2="${f(r)}" y2="0"/>
  <line x1="0" y1="${f(-r)}" x2="0" y2="${f(r)}"/>
  <path d="M ${f(-r * 0.7)} ${f(-r * 0.7)} Q ${f(-r * 0.2)} 0 ${f(-r * 0.7)} ${f(r * 0.7)} M ${f(r * 0.7)} ${f(-r * 0.7)} Q ${f(r * 0.2)} 0 ${f(r * 0.7)} ${f(r * 0.7)}"/>
</g>`;
    }
    case 'tv':
    case 'multi': {
      const w = s * 1.3;
      const h = s * 0.78;
      const x = cx - w / 2;
      const y = cy - h / 2;
      const inner =
        kind === 'multi'
          ? `<line x1="${f(cx)}" y1="${f(y)}" x2="${f(cx)}" y2="${f(y + h)}"/><line x1="${f(x)}" y1="${f(cy)}" x2="${f(x + w)}" y2="${f(cy)}"/>`
          : `<polygon points="${f(cx - s * 0.1)},${f(cy - s * 0.14)} ${f(cx + s * 0.16)},${f(cy)} ${f(cx - s * 0.1)},${f(cy + s * 0.14)}" fill="#ffffff" stroke="none"/>`;
      return `<g ${stroke} opacity="0.6">
  <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(s * 0.04)}"/>
  ${inner}
  <line x1="${f(cx - s * 0.25)}" y1="${f(y + h + s * 0.12)}" x2="${f(cx + s * 0.25)}" y2="${f(y + h + s * 0.12)}"/>
  <line x1="${f(cx)}" y1="${f(y + h)}" x2="${f(cx)}" y2="${f(y + h + s * 0.12)}"/>
</g>`;
    }
    case 'ticket': {
      const w = s * 1.3;
      const h = s * 0.6;
      return `<g transform="rotate(-8 ${f(cx)} ${f(cy)})">
  <rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(s * 0.05)}" fill="#ffffff" opacity="0.9"/>
  <line x1="${f(cx + w * 0.22)}" y1="${f(cy - h / 2)}" x2="${f(cx + w * 0.22)}" y2="${f(cy + h / 2)}" stroke="#1b1f2a" stroke-width="${f(s * 0.012)}" stroke-dasharray="${f(s * 0.03)} ${f(s * 0.02)}"/>
  <text x="${f(cx - w * 0.14)}" y="${f(cy + s * 0.07)}" text-anchor="middle" font-family="${LATIN_FONT}" font-weight="700" font-size="${f(s * 0.2)}" fill="#1b1f2a">PASS</text>
</g>`;
    }
    case 'tools': {
      const r = s * 0.3;
      const teeth = Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${f(-s * 0.06)}" y="${f(-r - s * 0.12)}" width="${f(s * 0.12)}" height="${f(s * 0.16)}" transform="rotate(${i * 45})"/>`,
      ).join('');
      return `<g transform="translate(${f(cx)} ${f(cy)})" fill="#ffffff" opacity="0.55">
  ${teeth}
  <circle r="${f(r)}"/>
  <circle r="${f(r * 0.45)}" fill="#1b1f2a" opacity="0.6"/>
</g>`;
    }
    case 'chat':
      return `<g opacity="0.85">
  <rect x="${f(cx - s * 0.7)}" y="${f(cy - s * 0.45)}" width="${f(s * 0.9)}" height="${f(s * 0.5)}" rx="${f(s * 0.12)}" fill="#ffffff"/>
  <polygon points="${f(cx - s * 0.5)},${f(cy + s * 0.04)} ${f(cx - s * 0.55)},${f(cy + s * 0.2)} ${f(cx - s * 0.35)},${f(cy + s * 0.04)}" fill="#ffffff"/>
  <rect x="${f(cx - s * 0.1)}" y="${f(cy + s * 0.05)}" width="${f(s * 0.8)}" height="${f(s * 0.42)}" rx="${f(s * 0.1)}" fill="#ffffff" opacity="0.6"/>
</g>`;
    case 'gift':
      return `<g transform="translate(${f(cx)} ${f(cy)})">
  <rect x="${f(-s * 0.45)}" y="${f(-s * 0.15)}" width="${f(s * 0.9)}" height="${f(s * 0.6)}" fill="#ffffff" opacity="0.9"/>
  <rect x="${f(-s * 0.52)}" y="${f(-s * 0.3)}" width="${f(s * 1.04)}" height="${f(s * 0.18)}" fill="#ffffff"/>
  <rect x="${f(-s * 0.07)}" y="${f(-s * 0.3)}" width="${f(s * 0.14)}" height="${f(s * 0.75)}" fill="#e0457b"/>
  <ellipse cx="${f(-s * 0.15)}" cy="${f(-s * 0.38)}" rx="${f(s * 0.16)}" ry="${f(s * 0.08)}" fill="none" stroke="#e0457b" stroke-width="${f(s * 0.05)}"/>
  <ellipse cx="${f(s * 0.15)}" cy="${f(-s * 0.38)}" rx="${f(s * 0.16)}" ry="${f(s * 0.08)}" fill="none" stroke="#e0457b" stroke-width="${f(s * 0.05)}"/>
</g>`;
  }
}

function pentagon(r: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    return `${f(r * Math.cos(a))},${f(r * Math.sin(a))}`;
  }).join(' ');
}

/** A headline longer than 16 characters breaks at the space that balances the two lines best. */
function titleLines(title: string): string[] {
  if (title.length <= 16) return [title];
  let best: string[] = [title];
  let bestLength = title.length;
  for (let i = title.indexOf(' '); i > 0; i = title.indexOf(' ', i + 1)) {
    const length = Math.max(i, title.length - i - 1);
    if (length < bestLength) {
      best = [title.slice(0, i), title.slice(i + 1)];
      bestLength = length;
    }
  }
  return best;
}

/** An SVG picture: gradient background, the KICKOFF wordmark, a headline and a motif on the right. */
export function artSvg(art: Art, width: number, height: number): string {
  const u = height / 100;
  const accent = art.accent ?? '#ffd54a';
  const title = titleLines(art.title);
  const longest = Math.max(...title.map((line) => line.length));
  // Bold capitals average about 0.68 em; keep the headline in the left half so it clears the motif.
  const titleSize = Math.min(u * 13, (width * 0.5) / (longest * 0.68));
  const top = u * 36;
  const titleBottom = top + titleSize * 1.15 * title.length;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(art.title)}">`,
    '<defs>',
    `  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>`,
    '  <radialGradient id="glow" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<polygon points="0,${f(height)} ${f(width * 0.34)},${f(height)} ${f(width * 0.22)},${f(height * 0.78)} 0,${f(height * 0.86)}" fill="#000000" opacity="0.12"/>`,
    motif(art.motif, width * 0.76, height * 0.52, height * 0.5),
    `<g font-family="${LATIN_FONT}" fill="#ffffff">`,
    `  <circle cx="${f(width * 0.05 + u * 2.4)}" cy="${f(u * 11)}" r="${f(u * 2.4)}" fill="${accent}"/>`,
    `  <text x="${f(width * 0.05 + u * 6.5)}" y="${f(u * 13)}" font-size="${f(u * 6)}" font-weight="800" letter-spacing="${f(u * 0.4)}">KICKOFF</text>`,
  ];
  if (art.kicker) {
    lines.push(
      `  <text x="${f(width * 0.05)}" y="${f(top)}" font-size="${f(u * 5.5)}" font-weight="700" fill="${accent}" letter-spacing="${f(u * 0.5)}">${xml(art.kicker)}</text>`,
    );
  }
  for (const [i, line] of title.entries()) {
    lines.push(
      `  <text x="${f(width * 0.05)}" y="${f(top + titleSize * 1.15 * (i + 1))}" font-size="${f(titleSize)}" font-weight="800">${xml(line)}</text>`,
    );
  }
  if (art.subtitle) {
    lines.push(
      `  <text x="${f(width * 0.05)}" y="${f(titleBottom + u * 10)}" font-size="${f(u * 5.6)}" font-family="${JA_FONT}" opacity="0.92">${xml(art.subtitle)}</text>`,
    );
  }
  lines.push(
    `  <rect x="${f(width * 0.05)}" y="${f(u * 88)}" width="${f(u * 14)}" height="${f(u * 1.2)}" fill="${accent}"/>`,
    '</g>',
    '</svg>',
  );
  return `${lines.join('\n')}\n`;
}

const svgAsset = (name: L10n, art: Art, width: number, height: number): AssetSeed => ({
  name,
  mimeType: 'image/svg+xml',
  content: Buffer.from(artSvg(art, width, height), 'utf8'),
});

/** A 1200x500 banner shown in a notice or event body. */
export const banner = (name: L10n, art: Art) => svgAsset(name, art, 1200, 500);

/** A 640x360 event list thumbnail. */
export const thumbnail = (name: L10n, art: Art) => svgAsset(name, art, 640, 360);

/**
 * A one-page PDF 1.4 with one line of Helvetica text, written by hand. Everything is ASCII, so string
 * length is byte length and the cross-reference offsets are exact.
 */
export function pdfDocument(line: string): Buffer {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT\n/F1 10 Tf\n56 780 Td\n(${text}) Tj\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const pdfAsset = (name: L10n, line: string): AssetSeed => ({
  name,
  mimeType: 'application/pdf',
  content: pdfDocument(line),
});

/** CSV as spreadsheet software on Japanese systems expects it: UTF-8 with a byte order mark, CRLF lines. */
export function csvDocument(rows: string[][]): Buffer {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return Buffer.from(`\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

export const csvAsset = (name: L10n, rows: string[][]): AssetSeed => ({
  name,
  mimeType: 'text/csv',
  content: csvDocument(rows),
});
