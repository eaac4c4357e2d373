/**
 * The line drawings laid over generated art (art.render.ts): one per sport and per product feature,
 * white strokes at low opacity in the right-hand part of the frame, so a title reads on the left.
 */

export const MOTIFS = [
  'football',
  'baseball',
  'basketball',
  'golf',
  'live',
  'tv',
  'devices',
  'multi',
  'stadium',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** A box to draw into: the motif scales itself to it. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const n = (v: number) => Math.round(v * 10) / 10;

function football({ x, y, w, h }: Box): string {
  // a pitch seen from above, slightly tilted like a broadcast's tactical board
  const cx = x + w / 2;
  const cy = y + h / 2;
  const box = h * 0.44;
  const six = h * 0.2;
  return `<g transform="rotate(-8 ${n(cx)} ${n(cy)})">
<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6"/>
<line x1="${n(cx)}" y1="${n(y)}" x2="${n(cx)}" y2="${n(y + h)}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.16)}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="4" fill="#fff"/>
<rect x="${n(x)}" y="${n(cy - box / 2)}" width="${n(w * 0.16)}" height="${n(box)}"/>
<rect x="${n(x + w - w * 0.16)}" y="${n(cy - box / 2)}" width="${n(w * 0.16)}" height="${n(box)}"/>
<rect x="${n(x)}" y="${n(cy - six / 2)}" width="${n(w * 0.06)}" height="${n(six)}"/>
<rect x="${n(x + w - w * 0.06)}" y="${n(cy - six / 2)}" width="${n(w * 0.06)}" height="${n(six)}"/>
<path d="M${n(x + w * 0.16)} ${n(cy - h * 0.1)}a${n(h * 0.12)} ${n(h * 0.12)} 0 0 1 0 ${n(h * 0.2)}"/>
<path d="M${n(x + w - w * 0.16)} ${n(cy - h * 0.1)}a${n(h * 0.12)} ${n(h * 0.12)} 0 0 0 0 ${n(h * 0.2)}"/>
</g>`;
}

function baseball({ x, y, w, h }: Box): string {
  // the diamond from behind home plate: foul lines, bases, the infield arc and the mound
  const size = Math.min(w, h * 1.6);
  const hx = x + w / 2;
  const hy = y + h * 0.95;
  const d = size * 0.32;
  const base = (bx: number, by: number) =>
    `<rect x="${n(bx - 9)}" y="${n(by - 9)}" width="18" height="18" transform="rotate(45 ${n(bx)} ${n(by)})" fill="#fff" fill-opacity="0.6"/>`;
  return `<g>
<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(hx - size * 0.62)}" y2="${n(hy - size * 0.62)}"/>
<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(hx + size * 0.62)}" y2="${n(hy - size * 0.62)}"/>
<path d="M${n(hx - size * 0.62)} ${n(hy - size * 0.62)}Q${n(hx)} ${n(hy - size * 1.2)} ${n(hx + size * 0.62)} ${n(hy - size * 0.62)}"/>
<path d="M${n(hx - d * 1.25)} ${n(hy - d * 1.25)}Q${n(hx)} ${n(hy - d * 2.6)} ${n(hx + d * 1.25)} ${n(hy - d * 1.25)}"/>
<path d="M${n(hx)} ${n(hy)}L${n(hx - d)} ${n(hy - d)}L${n(hx)} ${n(hy - 2 * d)}L${n(hx + d)} ${n(hy - d)}Z"/>
<circle cx="${n(hx)}" cy="${n(hy - d)}" r="${n(size * 0.03)}"/>
${base(hx - d, hy - d)}${base(hx, hy - 2 * d)}${base(hx + d, hy - d)}
</g>`;
}

function basketball({ x, y, w, h }: Box): string {
  // half a court: the key, the free-throw circle, the three-point arc and the hoop
  const cx = x + w / 2;
  const base = y + h;
  const keyW = w * 0.26;
  const keyH = h * 0.5;
  const arc = Math.min(w * 0.46, h * 0.85);
  return `<g>
<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6"/>
<rect x="${n(cx - keyW / 2)}" y="${n(base - keyH)}" width="${n(keyW)}" height="${n(keyH)}"/>
<circle cx="${n(cx)}" cy="${n(base - keyH)}" r="${n(keyW / 2)}"/>
<path d="M${n(cx - arc)} ${n(base)}L${n(cx - arc)} ${n(base - h * 0.15)}A${n(arc)} ${n(arc)} 0 0 1 ${n(cx + arc)} ${n(base - h * 0.15)}L${n(cx + arc)} ${n(base)}"/>
<circle cx="${n(cx)}" cy="${n(base - h * 0.1)}" r="${n(h * 0.04)}" stroke-opacity="0.9"/>
<path d="M${n(cx - w * 0.14)} ${n(y)}A${n(w * 0.14)} ${n(w * 0.14)} 0 0 0 ${n(cx + w * 0.14)} ${n(y)}"/>
</g>`;
}

function golf({ x, y, w, h }: Box): string {
  // a green with its fringe, the hole and the flag
  const cx = x + w * 0.55;
  const cy = y + h * 0.72;
  const poleTop = y + h * 0.08;
  return `<g>
<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.42)}" ry="${n(h * 0.2)}"/>
<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.3)}" ry="${n(h * 0.13)}" stroke-dasharray="6 10"/>
<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="14" ry="5" fill="#fff" fill-opacity="0.6"/>
<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx)}" y2="${n(poleTop)}" stroke-width="5"/>
<path d="M${n(cx)} ${n(poleTop)}L${n(cx + w * 0.2)} ${n(poleTop + h * 0.09)}L${n(cx)} ${n(poleTop + h * 0.18)}Z" fill="#fff" fill-opacity="0.35"/>
<path d="M${n(x)} ${n(y + h * 0.35)}Q${n(x + w * 0.3)} ${n(y + h * 0.2)} ${n(x + w * 0.5)} ${n(y + h * 0.32)}" stroke-dasharray="2 14" stroke-width="6"/>
</g>`;
}

function live({ x, y, w, h }: Box): string {
  // a broadcast signal: a dot with widening waves either side
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.min(w, h) / 2;
  const waves = [0.3, 0.55, 0.8, 1.05]
    .map((k, i) => {
      const rr = r * k;
      const op = (0.9 - i * 0.18).toFixed(2);
      return `<path d="M${n(cx - rr * 0.7)} ${n(cy - rr * 0.7)}A${n(rr)} ${n(rr)} 0 0 0 ${n(cx - rr * 0.7)} ${n(cy + rr * 0.7)}" stroke-opacity="${op}"/>
<path d="M${n(cx + rr * 0.7)} ${n(cy - rr * 0.7)}A${n(rr)} ${n(rr)} 0 0 1 ${n(cx + rr * 0.7)} ${n(cy + rr * 0.7)}" stroke-opacity="${op}"/>`;
    })
    .join('\n');
  return `<g stroke-width="10">
${waves}
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.12)}" fill="#ff3d5e" stroke="none"/>
</g>`;
}

function tv({ x, y, w, h }: Box): string {
  const sw = Math.min(w, h * 1.5) * 0.9;
  const sh = sw / 1.7;
  const sx = x + (w - sw) / 2;
  const sy = y + (h - sh) / 2 - h * 0.05;
  const cx = sx + sw / 2;
  const cy = sy + sh / 2;
  const t = sh * 0.18;
  return `<g stroke-width="8">
<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" rx="14"/>
<path d="M${n(cx - sw * 0.15)} ${n(sy + sh + h * 0.1)}H${n(cx + sw * 0.15)}M${n(cx)} ${n(sy + sh)}V${n(sy + sh + h * 0.1)}"/>
<path d="M${n(cx - t * 0.6)} ${n(cy - t)}L${n(cx + t)} ${n(cy)}L${n(cx - t * 0.6)} ${n(cy + t)}Z" fill="#fff" fill-opacity="0.5"/>
<path d="M${n(sx + sw * 0.3)} ${n(sy - h * 0.1)}L${n(cx)} ${n(sy - 4)}L${n(sx + sw * 0.7)} ${n(sy - h * 0.1)}"/>
</g>`;
}

function devices({ x, y, w, h }: Box): string {
  // a television, a laptop and a phone side by side
  const u = Math.min(w / 10, h / 6);
  const bx = x + (w - 10 * u) / 2;
  const by = y + (h - 6 * u) / 2;
  return `<g stroke-width="7">
<rect x="${n(bx)}" y="${n(by)}" width="${n(5.4 * u)}" height="${n(3.3 * u)}" rx="8"/>
<path d="M${n(bx + 2 * u)} ${n(by + 3.8 * u)}H${n(bx + 3.4 * u)}"/>
<rect x="${n(bx + 4.2 * u)}" y="${n(by + 2.6 * u)}" width="${n(4 * u)}" height="${n(2.6 * u)}" rx="6"/>
<path d="M${n(bx + 3.7 * u)} ${n(by + 5.5 * u)}H${n(bx + 8.7 * u)}"/>
<rect x="${n(bx + 8.6 * u)}" y="${n(by + 2.2 * u)}" width="${n(1.4 * u)}" height="${n(2.8 * u)}" rx="8"/>
</g>`;
}

function multi({ x, y, w, h }: Box): string {
  // multi-view: four screens in a grid, one of them on air
  const gap = Math.min(w, h) * 0.05;
  const cw = (Math.min(w, h * 1.78) - gap) / 2;
  const ch = cw / 1.78;
  const ox = x + (w - (2 * cw + gap)) / 2;
  const oy = y + (h - (2 * ch + gap)) / 2;
  const cells = [0, 1, 2, 3]
    .map((i) => {
      const cx = ox + (i % 2) * (cw + gap);
      const cy = oy + Math.floor(i / 2) * (ch + gap);
      const t = ch * 0.16;
      const mx = cx + cw / 2;
      const my = cy + ch / 2;
      return `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cw)}" height="${n(ch)}" rx="10"${i === 0 ? ' stroke="#ff3d5e" stroke-opacity="0.8"' : ''}/>
<path d="M${n(mx - t * 0.6)} ${n(my - t)}L${n(mx + t)} ${n(my)}L${n(mx - t * 0.6)} ${n(my + t)}Z" fill="#fff" fill-opacity="0.35"/>`;
    })
    .join('\n');
  return `<g stroke-width="6">${cells}</g>`;
}

function stadium({ x, y, w, h }: Box): string {
  // floodlight towers throwing beams onto a pitch horizon
  const towers = [0.12, 0.88].map((k) => {
    const tx = x + w * k;
    const top = y + h * 0.08;
    return `<line x1="${n(tx)}" y1="${n(top)}" x2="${n(tx)}" y2="${n(y + h * 0.7)}" stroke-width="6"/>
<rect x="${n(tx - w * 0.05)}" y="${n(top - h * 0.06)}" width="${n(w * 0.1)}" height="${n(h * 0.06)}" fill="#fff" fill-opacity="0.55"/>
<path d="M${n(tx - w * 0.05)} ${n(top)}L${n(x + w * 0.5)} ${n(y + h)}L${n(tx + w * 0.05)} ${n(top)}Z" fill="#fff" fill-opacity="0.05" stroke="none"/>`;
  });
  return `<g>
${towers.join('\n')}
<path d="M${n(x)} ${n(y + h * 0.78)}Q${n(x + w / 2)} ${n(y + h * 0.66)} ${n(x + w)} ${n(y + h * 0.78)}"/>
<path d="M${n(x + w * 0.1)} ${n(y + h)}L${n(x + w * 0.3)} ${n(y + h * 0.74)}M${n(x + w * 0.9)} ${n(y + h)}L${n(x + w * 0.7)} ${n(y + h * 0.74)}M${n(x + w * 0.5)} ${n(y + h)}V${n(y + h * 0.7)}"/>
</g>`;
}

const DRAW: Record<Motif, (box: Box) => string> = {
  football,
  baseball,
  basketball,
  golf,
  live,
  tv,
  devices,
  multi,
  stadium,
};

/** The motif's SVG, drawn into `box`: strokes white, faint (the caller's group sets the opacity). */
export function drawMotif(motif: Motif, box: Box): string {
  return DRAW[motif](box);
}
