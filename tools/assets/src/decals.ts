/**
 * Decal art: logos, patterns and type treatments as SVG (text converted to outlines from
 * the Inter typeface shipped in @pmndrs/assets, so no system font is needed) and as PNG
 * with transparency, rasterised by sharp.
 */
import sharp from 'sharp';

interface TypefaceGlyph {
  ha: number;
  o?: string;
}
interface Typeface {
  glyphs: Record<string, TypefaceGlyph>;
  resolution: number;
}

const fonts = new Map<string, Typeface>();

async function font(
  name: 'inter_bold' | 'inter_black' | 'inter_medium' | 'inter_bold_italic',
): Promise<Typeface> {
  let f = fonts.get(name);
  if (!f) {
    const mod = (await import(`@pmndrs/assets/fonts/${name}.json.js`)) as { default: string };
    f = JSON.parse(
      Buffer.from(mod.default.slice(mod.default.indexOf(',') + 1), 'base64').toString('utf8'),
    ) as Typeface;
    fonts.set(name, f);
  }
  return f;
}

/** The subset has no space or middle dot: a space is blank, a middle dot is drawn as a disc. */
function glyphOf(f: Typeface, ch: string): TypefaceGlyph {
  if (ch === ' ') return { ha: f.resolution * 0.28 };
  if (ch === '\u00b7') {
    const c = f.resolution * 0.35;
    const rad = f.resolution * 0.09;
    const k = rad * 0.5523;
    return {
      ha: f.resolution * 0.7,
      o: `m ${c - rad} 360 b ${c} ${360 + rad} ${c - rad} ${360 + k} ${c - k} ${360 + rad} b ${c + rad} 360 ${c + k} ${360 + rad} ${c + rad} ${360 + k} b ${c} ${360 - rad} ${c + rad} ${360 - k} ${c + k} ${360 - rad} b ${c - rad} 360 ${c - k} ${360 - rad} ${c - rad} ${360 - k} z`,
    };
  }
  return f.glyphs[ch] ?? f.glyphs['?']!;
}

const r = (n: number): string => (Math.round(n * 100) / 100).toString();

/** SVG path data of one glyph at (x, y) baseline, `size` px em, plus its advance. */
function glyphPath(
  f: Typeface,
  ch: string,
  x: number,
  y: number,
  size: number,
): { d: string; advance: number } {
  const g = glyphOf(f, ch);
  const s = size / f.resolution;
  const t = (g.o ?? '').trim().split(/\s+/);
  let d = '';
  const X = (v: string) => r(x + Number(v) * s);
  const Y = (v: string) => r(y - Number(v) * s);
  for (let i = 0; i < t.length;) {
    const c = t[i++];
    if (c === 'm') d += `M${X(t[i++]!)} ${Y(t[i++]!)}`;
    else if (c === 'l') d += `L${X(t[i++]!)} ${Y(t[i++]!)}`;
    else if (c === 'q') {
      const ex = t[i++]!;
      const ey = t[i++]!;
      const cx = t[i++]!;
      const cy = t[i++]!;
      d += `Q${X(cx)} ${Y(cy)} ${X(ex)} ${Y(ey)}`;
    } else if (c === 'b') {
      const ex = t[i++]!;
      const ey = t[i++]!;
      const c1x = t[i++]!;
      const c1y = t[i++]!;
      const c2x = t[i++]!;
      const c2y = t[i++]!;
      d += `C${X(c1x)} ${Y(c1y)} ${X(c2x)} ${Y(c2y)} ${X(ex)} ${Y(ey)}`;
    } else if (c === 'z') d += 'Z';
  }
  return { d, advance: g.ha * s };
}

function textWidth(f: Typeface, text: string, size: number, tracking: number): number {
  let w = 0;
  for (const ch of text) w += glyphOf(f, ch).ha * (size / f.resolution) + tracking;
  return w - tracking;
}

/** Text as outlined SVG path data, centred on cx. */
async function text(
  str: string,
  o: { cx: number; y: number; size: number; font?: Parameters<typeof font>[0]; tracking?: number },
): Promise<string> {
  const f = await font(o.font ?? 'inter_bold');
  const tracking = o.tracking ?? 0;
  let x = o.cx - textWidth(f, str, o.size, tracking) / 2;
  let d = '';
  for (const ch of str) {
    const g = glyphPath(f, ch, x, o.y, o.size);
    d += g.d;
    x += g.advance + tracking;
  }
  return d;
}

/** Text set around a circle (clockwise from the top), centred at angle 0. */
async function circleText(
  str: string,
  o: { cx: number; cy: number; radius: number; size: number; tracking?: number },
): Promise<string> {
  const f = await font('inter_bold');
  const tracking = o.tracking ?? 0;
  const total = textWidth(f, str, o.size, tracking);
  let s = -total / 2;
  const parts: string[] = [];
  for (const ch of str) {
    const adv = glyphOf(f, ch).ha * (o.size / f.resolution);
    const mid = s + adv / 2;
    const ang = mid / o.radius;
    const g = glyphPath(f, ch, -adv / 2, 0, o.size);
    const deg = (ang * 180) / Math.PI;
    const px = o.cx + o.radius * Math.sin(ang);
    const py = o.cy - o.radius * Math.cos(ang);
    if (g.d) parts.push(`<path transform="translate(${r(px)} ${r(py)}) rotate(${r(deg)})" d="${g.d}"/>`);
    s += adv + tracking;
  }
  return parts.join('');
}

export interface DecalSpec {
  id: string;
  name: string;
  kind: 'logo' | 'pattern' | 'type';
  width: number;
  height: number;
  svg: () => Promise<string>;
}

const svgDoc = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

const ink = '#1c1c1e';
const peach = '#ff9e73';

function pattern(
  w: number,
  h: number,
  cell: number,
  draw: (x: number, y: number, i: number, j: number) => string,
) {
  let out = '';
  for (let j = 0; j * cell < h; j++) for (let i = 0; i * cell < w; i++) out += draw(i * cell, j * cell, i, j);
  return out;
}

export const DECALS: DecalSpec[] = [
  {
    id: 'atelier-wordmark',
    name: 'Atelier wordmark',
    kind: 'type',
    width: 1024,
    height: 320,
    svg: async () =>
      svgDoc(
        1024,
        320,
        `<path fill="${ink}" d="${await text('ATELIER', { cx: 512, y: 208, size: 132, font: 'inter_black', tracking: 10 })}"/>`,
      ),
  },
  {
    id: 'made-to-order-badge',
    name: 'Made to order badge',
    kind: 'logo',
    width: 1024,
    height: 1024,
    svg: async () =>
      svgDoc(
        1024,
        1024,
        `<circle cx="512" cy="512" r="480" fill="${ink}"/><circle cx="512" cy="512" r="330" fill="none" stroke="#f2efe8" stroke-width="10"/>` +
          `<g fill="#f2efe8">${await circleText('MADE TO ORDER \u00b7 ATELIER \u00b7 MADE TO ORDER \u00b7 ATELIER \u00b7', { cx: 512, cy: 512, radius: 362, size: 62, tracking: 3 })}</g>` +
          `<path fill="${peach}" d="${await text('A', { cx: 512, y: 640, size: 360, font: 'inter_black' })}"/>`,
      ),
  },
  {
    id: 'peach-bloom',
    name: 'Peach bloom',
    kind: 'logo',
    width: 1024,
    height: 1024,
    svg: async () => {
      let petals = '';
      for (let k = 0; k < 8; k++) {
        petals += `<ellipse cx="512" cy="300" rx="105" ry="210" transform="rotate(${k * 45} 512 512)" fill="${k % 2 ? '#ffbe98' : peach}" opacity="0.92"/>`;
      }
      return svgDoc(
        1024,
        1024,
        `${petals}<circle cx="512" cy="512" r="120" fill="#f5df4d"/><circle cx="512" cy="512" r="54" fill="#c2552b"/>`,
      );
    },
  },
  {
    id: 'sunburst',
    name: 'Sunburst',
    kind: 'logo',
    width: 1024,
    height: 1024,
    svg: async () => {
      let rays = '';
      for (let k = 0; k < 24; k++) {
        rays += `<path d="M512 512 L ${r(512 + 480 * Math.sin(((k - 0.18) * Math.PI) / 12))} ${r(512 - 480 * Math.cos(((k - 0.18) * Math.PI) / 12))} L ${r(512 + 480 * Math.sin(((k + 0.18) * Math.PI) / 12))} ${r(512 - 480 * Math.cos(((k + 0.18) * Math.PI) / 12))} Z" fill="#dd4124"/>`;
      }
      return svgDoc(
        1024,
        1024,
        `${rays}<circle cx="512" cy="512" r="230" fill="#f5df4d"/><circle cx="512" cy="512" r="230" fill="none" stroke="#dd4124" stroke-width="24"/>`,
      );
    },
  },
  {
    id: 'mountain-badge',
    name: 'Mountain badge',
    kind: 'logo',
    width: 1024,
    height: 1024,
    svg: async () =>
      svgDoc(
        1024,
        1024,
        `<circle cx="512" cy="512" r="470" fill="#0f4c81"/><circle cx="512" cy="512" r="430" fill="none" stroke="#f2efe8" stroke-width="12"/>` +
          `<path d="M180 650 L390 360 L480 480 L600 300 L844 650 Z" fill="#f2efe8"/><path d="M600 300 L660 385 L620 370 L585 400 L560 357 Z" fill="#92a8d1"/>` +
          `<circle cx="720" cy="300" r="48" fill="#f5df4d"/>` +
          `<path fill="#f2efe8" d="${await text('EST. 2024', { cx: 512, y: 790, size: 84, tracking: 10 })}"/>`,
      ),
  },
  {
    id: 'heart-mark',
    name: 'Heart',
    kind: 'logo',
    width: 1024,
    height: 1024,
    svg: async () =>
      svgDoc(
        1024,
        1024,
        `<path d="M512 900 C 140 640, 70 430, 170 270 C 270 120, 450 150, 512 300 C 574 150, 754 120, 854 270 C 954 430, 884 640, 512 900 Z" fill="#bb2649"/>` +
          `<path d="M300 330 C 330 270, 380 250, 420 262" fill="none" stroke="#f7cac9" stroke-width="34" stroke-linecap="round"/>`,
      ),
  },
  {
    id: 'varsity-24',
    name: 'Varsity 24',
    kind: 'type',
    width: 1024,
    height: 1024,
    svg: async () =>
      svgDoc(
        1024,
        1024,
        `<path fill="${ink}" d="${await text('ATELIER', { cx: 512, y: 250, size: 150, font: 'inter_black', tracking: 10 })}"/>` +
          `<path fill="#f2efe8" stroke="${ink}" stroke-width="22" stroke-linejoin="round" d="${await text('24', { cx: 512, y: 820, size: 560, font: 'inter_black' })}"/>`,
      ),
  },
  {
    id: 'hello-stack',
    name: 'Hello stacked type',
    kind: 'type',
    width: 1024,
    height: 640,
    svg: async () =>
      svgDoc(
        1024,
        640,
        `<path fill="#5f4b8b" d="${await text('HELLO', { cx: 512, y: 290, size: 270, font: 'inter_black' })}"/>` +
          `<path fill="none" stroke="#5f4b8b" stroke-width="8" d="${await text('WORLD', { cx: 512, y: 570, size: 270, font: 'inter_black' })}"/>`,
      ),
  },
  {
    id: 'checker',
    name: 'Checkerboard',
    kind: 'pattern',
    width: 1024,
    height: 1024,
    svg: async () =>
      svgDoc(
        1024,
        1024,
        pattern(1024, 1024, 128, (x, y, i, j) =>
          (i + j) % 2 ? '' : `<rect x="${x}" y="${y}" width="128" height="128" fill="${ink}"/>`,
        ),
      ),
  },
  {
    id: 'polka-dots',
    name: 'Polka dots',
    kind: 'pattern',
    width: 1024,
    height: 1024,
    svg: async () =>
      svgDoc(
        1024,
        1024,
        pattern(
          1024,
          1024,
          128,
          (x, y, i, j) =>
            `<circle cx="${x + 64 + (j % 2) * 0}" cy="${y + 64}" r="${(i + j) % 2 ? 26 : 40}" fill="${(i + j) % 2 ? '#ff6f61' : '#0f4c81'}"/>`,
        ),
      ),
  },
  {
    id: 'wave-lines',
    name: 'Wave lines',
    kind: 'pattern',
    width: 1024,
    height: 1024,
    svg: async () => {
      let d = '';
      for (let k = 0; k < 12; k++) {
        const y0 = 60 + k * 82;
        let p = `M0 ${y0}`;
        for (let x = 0; x <= 1024; x += 16)
          p += ` L${x} ${r(y0 + 26 * Math.sin((x / 1024) * Math.PI * 4 + k * 0.6))}`;
        d += `<path d="${p}" fill="none" stroke="${k % 3 === 0 ? '#009b77' : '#88b04b'}" stroke-width="18" stroke-linecap="round"/>`;
      }
      return svgDoc(1024, 1024, d);
    },
  },
  {
    id: 'stripes',
    name: 'Bold stripes',
    kind: 'pattern',
    width: 1024,
    height: 1024,
    svg: async () =>
      svgDoc(
        1024,
        1024,
        pattern(1024, 1024, 128, (x, _y, i, j) =>
          j === 0
            ? `<rect x="${x}" y="0" width="64" height="1024" fill="${i % 2 ? '#955251' : '#f7cac9'}"/>`
            : '',
        ),
      ),
  },
];

export async function renderDecal(d: DecalSpec): Promise<{ svg: string; png: Buffer }> {
  const svg = await d.svg();
  const png = await sharp(Buffer.from(svg), { density: 72 })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return { svg, png };
}
