/**
 * A pull-over hoodie: fleece body, a two-panel hood standing up (ghost-mannequin style),
 * long sleeves, a kangaroo pocket, rib waistband and cuffs, flat drawstrings and metal
 * aglets and eyelets. Layer order follows the documents: hoodie, rib, straps, metal.
 */
import type { V3 } from '../math.js';
import {
  add,
  addScaled,
  catmullRom,
  cross,
  lerp,
  lerp3,
  normalize,
  resample,
  scale,
  smoothstep,
  sub,
} from '../math.js';
import type { Grid, Island } from '../mesh/builder.js';
import { buildPart, gridIsland } from '../mesh/builder.js';
import { ellipseProfile, foldColumns, orientOutward, sweep, transportFrames } from '../mesh/shapes.js';
import type { BodySpec } from './body.js';
import { bodyPanel, bodyPoint, halfWidthAt, sleeve } from './body.js';
import { centroid, CORD, cuffBand, FLEECE, finish, METAL, RIB, waistBand } from './common.js';
import type { Garment } from './types.js';

export const HOODIE_BODY: BodySpec = {
  hemY: 0.05,
  waistY: 0.3,
  underarmY: 0.52,
  shoulderY: 0.682,
  neckY: 0.765,
  hemHalfWidth: 0.262,
  waistHalfWidth: 0.27,
  chestHalfWidth: 0.284,
  shoulderX: 0.25,
  chestDepth: 0.14,
  hemDepth: 0.13,
  neckHalfWidth: 0.098,
  frontNeckDrop: 0.075,
  backNeckDrop: 0.025,
  shoulderRound: 0.14,
  exponent: 2.35,
  wrinkle: 0.0065,
  seed: 31,
};

const HOOD_RIM: V3[] = [
  [0.0, 0.3593, 0.0562],
  [0.0791, 0.3333, 0.0815],
  [0.1266, 0.2429, 0.098],
  [0.1379, 0.1412, 0.1068],
  [0.1186, 0.0452, 0.116],
  [0.0565, -0.035, 0.128],
  [0.0045, -0.058, 0.132],
];
const HOOD_SEAM: V3[] = [
  [0.0, 0.3639, 0.0188],
  [0.0, 0.3729, -0.067],
  [0.0, 0.322, -0.177],
  [0.0, 0.2034, -0.225],
  [0.0, 0.085, -0.19],
  [0.0, 0.012, -0.118],
  [0.0, -0.022, -0.085],
];

function hoodPanel(neckHalf: V3[], neckY: number, cols: number, rows: number): Grid {
  const lift = (p: V3): V3 => [p[0], p[1] + neckY, p[2]];
  const grid: Grid = [];
  for (let j = 0; j <= rows; j++) {
    const b = 1 - j / rows; // b = 1 at the neck (row 0), 0 at the top
    const rim = lift(catmullRom(HOOD_RIM, b));
    const seam = lift(catmullRom(HOOD_SEAM, b));
    const row: V3[] = [];
    for (let i = 0; i < cols; i++) {
      const a = i / (cols - 1);
      const ruled = lerp3(rim, seam, a);
      const bulge = 0.082 * smoothstep(0, 0.35, b) * Math.pow(Math.sin(Math.PI * a), 0.85);
      let p: V3 = [
        ruled[0] + bulge,
        ruled[1] + 0.02 * Math.sin(Math.PI * a) * smoothstep(0.6, 0.1, b),
        ruled[2],
      ];
      // Near the neck the panel blends into the body's neckline.
      const nk = neckHalf[Math.round(a * (neckHalf.length - 1))]!;
      p = lerp3(p, nk, smoothstep(0.7, 1, b));
      row.push(p);
    }
    grid.push(row);
  }
  return grid;
}

const mirror = (g: Grid): Grid => g.map((row) => row.map(([x, y, z]) => [-x, y, z] as V3).reverse());

function pocket(b: BodySpec): Grid {
  const yb = b.hemY + 0.02;
  const yt = 0.29;
  const rows: Grid = [];
  const nr = 34;
  const nc = 48;
  for (let j = 0; j <= nr; j++) {
    const t = j / nr;
    const y = lerp(yb, yt, t);
    const halfW = 0.118 + 0.058 * Math.pow(1 - t, 1.7);
    const row: V3[] = [];
    for (let i = 0; i < nc; i++) {
      const u = -1 + (2 * i) / (nc - 1);
      const x = halfW * u;
      const s = x / halfWidthAt(b, y);
      const p = bodyPoint(b, 1, s, y);
      const px = bodyPoint(b, 1, s + 0.01, y);
      const py = bodyPoint(b, 1, s, y + 0.01);
      const n = normalize(cross(sub(px, p), sub(py, p)));
      const puff = 0.0045 * Math.sin(Math.PI * t) * Math.cos((Math.PI / 2) * u) + 0.0016;
      row.push(addScaled(p, n, puff));
    }
    rows.push(row);
  }
  const fold = { radius: 0.0028, depth: 0.02, arcSteps: 5 };
  return foldColumns(foldColumns(rows, false, fold), true, fold);
}

export function buildHoodie(): Garment {
  const b = HOODIE_BODY;
  const opts = { cols: 77, rowsBody: 70, rowsTop: 22 };
  const frontGrid = bodyPanel(b, { ...opts, side: 1 });
  const backGrid = bodyPanel(b, { ...opts, side: -1 });
  const front = gridIsland(frontGrid);
  const back = gridIsland(backGrid);

  // Neckline: front (x from -w to +w) then back (+w to -w); the hood's right half runs
  // from the front centre over +x to the back centre.
  const isNeck = (p: V3) => Math.abs(p[0]) <= b.neckHalfWidth + 1e-9;
  const fNeck = frontGrid[frontGrid.length - 1]!.filter(isNeck);
  const bNeck = backGrid[backGrid.length - 1]!.filter(isNeck);
  const halfCols = 40;
  const neckRight = resample(
    [...fNeck.filter((p) => p[0] >= 0), ...bNeck.filter((p) => p[0] >= 0)],
    halfCols,
  );
  const hoodCentre: V3[] = [[0, b.neckY + 0.15, -0.04]];
  const rightHood = orientOutward(hoodPanel(neckRight, b.neckY, halfCols, 56), hoodCentre);
  const fold = { radius: 0.004, depth: 0.035, arcSteps: 7 };
  // The face opening (the column furthest forward) rolls inside, showing the lining's thickness.
  const mid = rightHood[Math.floor(rightHood.length / 2)]!;
  const rightFolded = foldColumns(rightHood, mid[mid.length - 1]![2] > mid[0]![2], fold);
  const leftFolded = orientOutward(mirror(rightFolded), hoodCentre);

  // Sleeves and rib.
  const sleeves = ([1, -1] as const).map((side) =>
    sleeve({
      side,
      root: [0.212, 0.604, -0.005],
      angle: (63 * Math.PI) / 180,
      length: 0.56,
      rootRadii: [0.106, 0.08],
      endRadii: [0.058, 0.05],
      forward: 0.05,
      rings: 64,
      segments: 48,
      wrinkle: 0.005,
      seed: side === 1 ? 41 : 42,
    }),
  );
  const sleeveIslands = sleeves.map((s) =>
    gridIsland(
      orientOutward(
        s.grid,
        s.grid.map((r) => centroid(r)),
      ),
    ),
  );
  const cuffs = sleeves.map((s) =>
    cuffBand(s, { width: 0.07, thickness: 0.009, taper: 0.007, overlap: 0.012 }),
  );
  const hemLoop = [...frontGrid[0]!, ...backGrid[0]!];
  const waist = waistBand(hemLoop, { height: 0.075, thickness: 0.009, taper: 0.012 });

  // Drawstrings leave the hood rim through metal eyelets and hang over the chest.
  const straps: Island[] = [];
  const metal: Island[] = [];
  for (const side of [1, -1] as const) {
    const rim = catmullRom(HOOD_RIM, 0.86);
    const exit: V3 = [rim[0] * side * 0.9, rim[1] + b.neckY, rim[2] + 0.004];
    const len = 0.3;
    const pts: V3[] = [];
    for (let k = 0; k <= 60; k++) {
      const t = k / 60;
      pts.push([
        exit[0] + side * (0.012 * Math.sin(t * Math.PI * 0.9) + 0.004 * t),
        exit[1] - len * t,
        exit[2] + 0.035 * Math.sin(Math.min(1, t * 2.2) * (Math.PI / 2)) - 0.01 * t + 0.004 * Math.sin(t * 9),
      ]);
    }
    const path = resample(pts, 80);
    const frames = transportFrames(path, [0, 0, 1]);
    straps.push(
      gridIsland(sweep(path, frames, ellipseProfile(0.0019, 0.0052, 20), { closed: false, caps: true })),
    );
    // Aglet around the end of the cord.
    const end = path[path.length - 1]!;
    const dir = normalize(sub(end, path[path.length - 2]!));
    const aglet: V3[] = Array.from({ length: 16 }, (_, k) => addScaled(end, dir, -0.022 + (k / 15) * 0.028));
    const agletFrames = transportFrames(aglet, [0, 0, 1]);
    metal.push(
      gridIsland(
        sweep(aglet, agletFrames, ellipseProfile(0.0032, 0.0058, 20), { closed: false, caps: true }),
      ),
    );
    // Eyelet ring on the hood where the cord leaves.
    const normal: V3 = normalize([side * 0.15, -0.1, 1]);
    const t1 = normalize(cross(normal, [0, 1, 0]));
    const t2 = cross(normal, t1);
    const ring: V3[] = Array.from({ length: 40 }, (_, k) => {
      const a = (2 * Math.PI * k) / 40;
      return add(
        addScaled(exit, normal, 0.0015),
        add(scale(t1, 0.0072 * Math.cos(a)), scale(t2, 0.0072 * Math.sin(a))),
      );
    });
    const ringFrames = ring.map((p) => ({ a: normalize(sub(p, exit)), b: normal }));
    metal.push(gridIsland(sweep(ring, ringFrames, ellipseProfile(0.0022, 0.0014, 16), { closed: true })));
  }

  const pocketIsland = gridIsland(pocket(b));

  return finish({
    id: 'hoodie',
    name: 'Pull-over Hoodie',
    category: 'tops',
    description:
      'A brushed-fleece pull-over hoodie with a lined two-panel hood, kangaroo pocket, rib cuffs and waistband, flat drawstrings with metal aglets.',
    layerOrder: ['hoodie', 'hood', 'sleeves', 'pocket', 'rib', 'straps', 'metal'],
    defaultDecalPart: 'hoodie',
    parts: [
      {
        spec: { value: 'hoodie', text: 'Body', ...FLEECE, decals: true },
        geo: buildPart('hoodie', [front, back]),
      },
      {
        spec: { value: 'hood', text: 'Hood', ...FLEECE, decals: true },
        geo: buildPart('hood', [gridIsland(leftFolded), gridIsland(rightFolded)]),
      },
      {
        spec: { value: 'sleeves', text: 'Sleeves', ...FLEECE, decals: true },
        geo: buildPart('sleeves', sleeveIslands),
      },
      {
        spec: { value: 'pocket', text: 'Kangaroo pocket', ...FLEECE, decals: true },
        geo: buildPart('pocket', [pocketIsland]),
      },
      {
        spec: {
          value: 'rib',
          text: 'Rib cuffs and waistband',
          ...RIB,
          defaultMaterial: 'rib-heather-grey',
          decals: false,
        },
        geo: buildPart('rib', [waist, ...cuffs]),
      },
      {
        spec: { value: 'straps', text: 'Drawstrings', ...CORD, decals: false },
        geo: buildPart('straps', straps),
      },
      {
        spec: { value: 'metal', text: 'Aglets and eyelets', ...METAL, decals: false },
        geo: buildPart('metal', metal),
      },
    ],
  });
}
