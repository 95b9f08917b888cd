/**
 * Pictures for stories, drawn in SVG and inlined as data URLs: stories load nothing over the
 * network. They follow the demo seed's pictures (apps/api/src/seed/images.ts): avatars with
 * initials on the person's colour, two-colour banners, and a garment silhouette on a backdrop.
 */

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

export type GarmentKind = 'tshirt' | 'hoodie' | 'cap' | 'tote';

// The seed's silhouettes (256 x 256), with a cap and a tote beside them.
const GARMENTS: Record<GarmentKind, string> = {
  tshirt:
    'M70 60 L110 40 Q128 58 146 40 L186 60 L216 100 L186 118 L176 104 L176 216 L80 216 L80 104 L70 118 L40 100 Z',
  hoodie: 'M72 70 Q128 10 184 70 L216 110 L190 126 L178 110 L178 220 L78 220 L78 110 L66 126 L40 110 Z',
  cap: 'M56 150 Q60 80 128 76 Q196 80 200 150 L232 166 Q180 176 128 168 Q90 166 56 160 Z',
  tote: 'M84 92 Q84 44 128 44 Q172 44 172 92 L160 92 Q160 58 128 58 Q96 58 96 92 Z M64 92 L192 92 L204 220 L52 220 Z',
};

/** A round-cornered avatar with initials, as the seed draws them. */
export function avatarImage(name: string, color: string): string {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${color}"/><text x="128" y="160" font-family="sans-serif" font-size="104" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
  );
}

/** A soft two-colour banner (1600 x 400). */
export function bannerImage(from: string, to = '#f5efe6'): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="400" fill="url(#g)"/></svg>`,
  );
}

/** A creation photo (4:5): the garment in its colour on a backdrop. */
export function garmentPhoto(kind: GarmentKind, color: string, backdrop = '#e9e4dc'): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 256 320"><defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop}"/><stop offset="1" stop-color="#bdb5aa"/></linearGradient></defs><rect width="256" height="320" fill="url(#b)"/><ellipse cx="128" cy="262" rx="92" ry="12" fill="#00000022"/><g transform="translate(0 36)"><path d="${GARMENTS[kind]}" fill="${color}" stroke="#00000033" stroke-width="3"/></g></svg>`,
  );
}

/** A wide picture with a caption (header cards, trend media, banners). */
export function sceneImage(label: string, hue: number, width = 1200, height = 675): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 80%)"/><stop offset="1" stop-color="hsl(${hue + 30} 35% 55%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="${width / 2}" y="${height / 2 + 16}" font-family="sans-serif" font-size="${Math.round(height / 9)}" text-anchor="middle" fill="#1c1b19">${escapeXml(label)}</text></svg>`,
  );
}
