/**
 * The torso and sleeves shared by the t-shirt and the hoodie: a lofted body of
 * superelliptic cross-sections (front and back panels meeting at side and shoulder
 * seams) with waist shaping, sloped shoulders and a cut neckline, and tapered sleeve
 * tubes set into the armholes.
 */
import type { V3 } from '../math.js';
import { add, clamp, lerp, noise3, normalize, scale, smoothstep, sub } from '../math.js';
import type { Grid } from '../mesh/builder.js';

export interface BodySpec {
  hemY: number;
  waistY: number;
  underarmY: number;
  shoulderY: number;
  neckY: number;
  hemHalfWidth: number;
  waistHalfWidth: number;
  chestHalfWidth: number;
  shoulderX: number;
  chestDepth: number;
  hemDepth: number;
  neckHalfWidth: number;
  frontNeckDrop: number;
  backNeckDrop: number;
  /** Height over which the front curves back into the shoulder. */
  shoulderRound: number;
  /** Superellipse exponent of the cross-section (2 = ellipse, higher = boxier). */
  exponent: number;
  /** Amplitude of the drape wrinkles, metres. */
  wrinkle: number;
  seed: number;
}

const sup = (s: number, n: number): number => Math.pow(Math.max(0, 1 - Math.pow(Math.abs(s), n)), 1 / n);

export function halfWidthAt(b: BodySpec, y: number): number {
  if (y <= b.waistY) return lerp(b.hemHalfWidth, b.waistHalfWidth, smoothstep(b.hemY, b.waistY, y));
  if (y <= b.underarmY) return lerp(b.waistHalfWidth, b.chestHalfWidth, smoothstep(b.waistY, b.underarmY, y));
  return lerp(b.chestHalfWidth, b.shoulderX, smoothstep(b.underarmY, b.shoulderY + 0.02, y));
}

function depthAt(b: BodySpec, y: number): number {
  const base = lerp(b.hemDepth, b.chestDepth, smoothstep(b.hemY, b.underarmY, y));
  return base;
}

/** Height of the shoulder seam at |x|. */
function shoulderLine(b: BodySpec, ax: number): number {
  if (ax <= b.neckHalfWidth) return b.neckY;
  const t = (ax - b.neckHalfWidth) / (b.shoulderX - b.neckHalfWidth);
  return b.neckY - (b.neckY - b.shoulderY) * Math.pow(clamp(t, 0, 1.2), 1.15);
}

/** Gentle drape wrinkles, a function of position so that panels meeting at a seam agree. */
export function drape(b: BodySpec, p: V3, strength = 1): V3 {
  const radial = normalize([p[0], 0, p[2]]);
  const low = 1 - smoothstep(b.waistY, b.underarmY + 0.05, p[1]);
  const n =
    noise3(p[0] * 9, p[1] * 3.2, p[2] * 9, b.seed) * 0.6 +
    noise3(p[0] * 22, p[1] * 6, p[2] * 22, b.seed + 7) * 0.25 +
    Math.sin(p[0] * 38 + noise3(p[0] * 4, p[1] * 4, 0, b.seed + 3) * 2) * 0.35 * low;
  return add(p, scale(radial, n * b.wrinkle * strength * (0.45 + 0.55 * low)));
}

/** A point of the lower (vertical) body: s in [-1,1] across, at height y. */
export function bodyPoint(b: BodySpec, side: 1 | -1, s: number, y: number): V3 {
  const x = halfWidthAt(b, y) * s;
  const z = depthAt(b, y) * sup(s, b.exponent) * side;
  // The hem dips a little at the sides, like a real hem.
  const dy = (1 - smoothstep(b.hemY, b.hemY + 0.06, y)) * 0.006 * Math.abs(s) ** 4;
  return drape(b, [x, y + dy, z]);
}

export interface PanelOptions {
  side: 1 | -1;
  cols: number;
  rowsBody: number;
  rowsTop: number;
}

/**
 * One body panel (front: side = 1, back: side = -1). Columns run across from the wearer's
 * right side seam to the left one (x increasing for the front); rows run up.
 */
export function bodyPanel(b: BodySpec, o: PanelOptions): Grid {
  const yR = b.neckY - b.shoulderRound;
  const rows: Grid = [];
  const colS = (i: number): number => {
    const s = -1 + (2 * i) / (o.cols - 1);
    return o.side === 1 ? s : -s;
  };
  // Vertical part, from the hem up to where the shoulder rounding starts.
  for (let j = 0; j < o.rowsBody; j++) {
    const t = j / o.rowsBody;
    const y = lerp(b.hemY, yR, t);
    rows.push(Array.from({ length: o.cols }, (_, i) => bodyPoint(b, o.side, colS(i), y)));
  }
  // The shoulder: quarter ellipses over the top, ending at the neckline or shoulder seam.
  for (let j = 0; j <= o.rowsTop; j++) {
    const t = j / o.rowsTop;
    rows.push(
      Array.from({ length: o.cols }, (_, i) => {
        const s = colS(i);
        const x0 = halfWidthAt(b, yR) * s;
        const ax = Math.abs(x0);
        const top = shoulderLine(b, ax);
        const h = top - yR;
        let phiMax = Math.PI / 2;
        if (ax < b.neckHalfWidth) {
          const drop = o.side === 1 ? b.frontNeckDrop : b.backNeckDrop;
          const yEnd = top - drop * (1 - (ax / b.neckHalfWidth) ** 2);
          phiMax = Math.asin(clamp((yEnd - yR) / h, 0, 1));
        }
        const phi = phiMax * t;
        const y = yR + h * Math.sin(phi);
        const x = halfWidthAt(b, y) * s;
        const depthTop = depthAt(b, yR) * sup(s, b.exponent);
        // The upper chest leans back towards the neck.
        const z = depthTop * Math.cos(phi) * o.side - 0.012 * Math.sin(phi);
        return drape(b, [x, y, z], 1 - smoothstep(0.3, 1, t));
      }),
    );
  }
  return rows;
}

/** The closed neckline curve (front then back), as it lies on the two panels' top rows. */
export function neckline(front: Grid, back: Grid, b: BodySpec): V3[] {
  const pick = (g: Grid) => g[g.length - 1]!.filter((p) => Math.abs(p[0]) <= b.neckHalfWidth + 1e-9);
  const f = pick(front);
  const k = pick(back);
  // Front runs -x -> +x; back runs +x -> -x: together a closed loop.
  return [...f, ...k];
}

export interface SleeveSpec {
  side: 1 | -1;
  /** Centre of the armhole ring (for the right-hand, +x sleeve; mirrored for -1). */
  root: V3;
  /** Angle below horizontal, radians. */
  angle: number;
  length: number;
  /** Radii [vertical-ish, front-back] at root, and at the end. */
  rootRadii: [number, number];
  endRadii: [number, number];
  /** Forward drift of the end, metres. */
  forward: number;
  rings: number;
  segments: number;
  wrinkle: number;
  seed: number;
}

export interface SleeveResult {
  grid: Grid;
  endCentre: V3;
  endRing: V3[];
  axis: V3;
  endRadii: [number, number];
}

/**
 * A tapered sleeve tube. Ring 0 lies in the armhole plane (x = const) and blends into
 * rings perpendicular to the sleeve axis. Columns go around the sleeve starting at the
 * underside seam; rows run from the shoulder to the cuff end.
 */
export function sleeve(s: SleeveSpec): SleeveResult {
  const sx = s.side;
  const root: V3 = [s.root[0] * sx, s.root[1], s.root[2]];
  const dir: V3 = normalize([Math.cos(s.angle) * sx, -Math.sin(s.angle), s.forward / s.length]);
  const perp: V3 = normalize([Math.sin(s.angle) * sx, Math.cos(s.angle), 0]);
  const rows: Grid = [];
  let endRing: V3[] = [];
  let endCentre: V3 = root;
  // The axis leaves the shoulder flatter (the sleeve cap) and bends down to `angle`.
  const centres: V3[] = [root];
  const steps = 200;
  for (let k = 1; k <= steps; k++) {
    const t = k / steps;
    const ang = lerp(s.angle * 0.45, s.angle, smoothstep(0, 0.32, t));
    const d: V3 = normalize([Math.cos(ang) * sx, -Math.sin(ang), s.forward / s.length]);
    centres.push(add(centres[k - 1]!, scale(d, s.length / steps)));
  }
  for (let j = 0; j <= s.rings; j++) {
    const t = j / s.rings;
    const c = centres[Math.round(t * steps)]!;
    const blend = smoothstep(0, 0.35, t);
    const up = normalize(add(scale([0, 1, 0], 1 - blend), scale(perp, blend)));
    const ry = lerp(s.rootRadii[0], s.endRadii[0], Math.pow(t, 0.8));
    const rz = lerp(s.rootRadii[1], s.endRadii[1], Math.pow(t, 0.8));
    const ring: V3[] = [];
    for (let i = 0; i <= s.segments; i++) {
      // Start at the underside (-up), go round via the back (-z) for the +x sleeve so
      // that the grid faces outward.
      const th = -Math.PI / 2 + (2 * Math.PI * i * sx) / s.segments;
      const ang = i === s.segments ? -Math.PI / 2 + 2 * Math.PI * sx : th;
      let p = add(c, add(scale(up, ry * Math.sin(ang)), scale([0, 0, 1], rz * Math.cos(ang))));
      // Wrinkles: soft folds around the elbow and a sag under the arm.
      const n = Math.sin(ang * 3 + t * 9) * 0.3 + noise3(p[0] * 14, p[1] * 14, p[2] * 14, s.seed);
      const radial = normalize(sub(p, c));
      p = add(p, scale(radial, n * s.wrinkle * smoothstep(0.05, 0.3, t)));
      ring.push(p);
    }
    // Keep the seam column identical to the first so the tube closes exactly.
    ring[s.segments] = ring[0]!;
    rows.push(ring);
    if (j === s.rings) {
      endRing = ring.slice(0, s.segments);
      endCentre = c;
    }
  }
  return { grid: rows, endCentre, endRing, axis: dir, endRadii: s.endRadii };
}
