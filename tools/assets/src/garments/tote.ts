/** A canvas tote bag: body tube with a hemmed mouth, a leather base and two leather handles. */
import type { V3 } from '../math.js';
import { addScaled, lerp, noise3, normalize, resample, smoothstep } from '../math.js';
import type { Grid, Island } from '../mesh/builder.js';
import { buildPart, gridIsland, gridNormals } from '../mesh/builder.js';
import { foldRows, orientOutward, roundedRect, sweep, transportFrames } from '../mesh/shapes.js';
import { materialIds } from '../materials/specs.js';
import { finish } from './common.js';
import type { Garment } from './types.js';

const W = 0.19; // half width
const D = 0.055; // half depth at the base
const H = 0.4;
const EXP = 4.5;

/** Cross-section point of the bag at angle a (seam at the back centre), height y. */
function section(a: number, y: number): V3 {
  const t = y / H;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const x = W * (1 + 0.015 * Math.sin(Math.PI * t)) * Math.sign(c) * Math.pow(Math.abs(c), 2 / EXP);
  // A filled bag bulges in the middle and closes a little towards the mouth.
  const depth =
    D * (1 + 0.3 * Math.sin(Math.PI * Math.min(1, t * 1.15))) * lerp(1, 0.72, smoothstep(0.55, 1, t));
  const z = depth * Math.sign(s) * Math.pow(Math.abs(s), 2 / EXP);
  const p: V3 = [x, y, z];
  // Soft canvas wrinkles, stronger near the mouth and the handles.
  const n = noise3(x * 12, y * 9, z * 12, 5) * 0.0035 * (0.4 + smoothstep(0.5, 1, t));
  return addScaled(p, normalize([x / W ** 2, 0, z / D ** 2]), n);
}

function bodyGrid(): Grid {
  const cols = 129;
  const rows = 60;
  const grid: Grid = [];
  for (let j = 0; j <= rows; j++) {
    const y = 0.004 + (H - 0.004) * (j / rows);
    const row: V3[] = [];
    for (let i = 0; i < cols; i++) {
      // From the back centre (-z) round via +x, the front, -x, back to the back centre.
      const a = -Math.PI / 2 + (2 * Math.PI * i) / (cols - 1);
      row.push(section(i === cols - 1 ? -Math.PI / 2 : a, y));
    }
    row[cols - 1] = row[0]!;
    grid.push(row);
  }
  const axis: V3[] = Array.from({ length: 20 }, (_, k) => [0, (H * k) / 19, 0]);
  // Rows run up; the mouth is the last row.
  return foldRows(orientOutward(grid, axis), true, { radius: 0.003, depth: 0.04 });
}

/** A leather base: a tray that wraps the bottom of the bag and runs 5 cm up its sides. */
function baseGrid(): Grid {
  const cols = 129;
  const grid: Grid = [];
  const off = 0.0025;
  const rim = (a: number, y: number, extra: number): V3 => {
    const p = section(a, Math.max(y, 0.004));
    const n = normalize([p[0] / W ** 2, 0, p[2] / D ** 2]);
    return addScaled([p[0], y, p[2]], n, off + extra);
  };
  const angles = Array.from({ length: cols }, (_, i) =>
    i === cols - 1 ? -Math.PI / 2 : -Math.PI / 2 + (2 * Math.PI * i) / (cols - 1),
  );
  // Bottom, from the centre outwards (a collapsed pole at the centre).
  for (let j = 0; j <= 10; j++) {
    const f = j / 10;
    grid.push(
      angles.map((a) => {
        const p = rim(a, 0, 0);
        return [p[0] * f, -off, p[2] * f] as V3;
      }),
    );
  }
  // Rounded bottom edge.
  for (let k = 1; k <= 5; k++) {
    const ang = (Math.PI / 2) * (k / 5);
    grid.push(
      angles.map((a) => {
        const p = rim(a, 0, 0);
        const n = normalize([p[0], 0, p[2]]);
        const r = 0.006;
        return [
          p[0] - n[0] * r * (1 - Math.sin(ang)),
          -off + r * (1 - Math.cos(ang)),
          p[2] - n[2] * r * (1 - Math.sin(ang)),
        ] as V3;
      }),
    );
  }
  // Up the sides.
  for (let k = 1; k <= 10; k++) {
    const y = 0.006 + 0.046 * (k / 10);
    grid.push(angles.map((a) => rim(a, y, 0)));
  }
  const fixed = grid.map((row) => {
    const r = [...row];
    r[cols - 1] = r[0]!;
    return r;
  });
  // Bottom faces down.
  const n = gridNormals(fixed)[3]![Math.floor(cols / 2)]!;
  const oriented = n[1] > 0 ? fixed.map((row) => [...row].reverse()) : fixed;
  return foldRows(oriented, true, { radius: 0.0018, depth: 0.008 });
}

function handle(side: 1 | -1): Island {
  const zAt = (x: number, y: number): number => {
    // Front surface z at (x, y): search the section at the matching x.
    let best = 0;
    let bd = Infinity;
    for (let k = 0; k <= 200; k++) {
      const a = side > 0 ? (Math.PI * k) / 200 : -Math.PI + (Math.PI * k) / 200;
      const p = section(a, y);
      if (Math.abs(p[0] - x) < bd) {
        bd = Math.abs(p[0] - x);
        best = p[2];
      }
    }
    return best;
  };
  const spread = 0.075;
  const pts: V3[] = [];
  const stitched = 0.085;
  for (let k = 0; k <= 12; k++) {
    const y = H - stitched + (stitched * k) / 12;
    pts.push([-spread, y, zAt(-spread, y) + side * 0.0035]);
  }
  const arcH = 0.24;
  for (let k = 1; k < 60; k++) {
    const t = (Math.PI * k) / 60;
    const z = (zAt(0, H) + side * 0.0035) * (1 - 0.35 * Math.sin(t));
    pts.push([-spread * Math.cos(t), H + arcH * Math.sin(t) ** 0.9, z]);
  }
  for (let k = 0; k <= 12; k++) {
    const y = H - (stitched * k) / 12;
    pts.push([spread, y, zAt(spread, y) + side * 0.0035]);
  }
  const path = resample(pts, 140);
  const frames = transportFrames(path, [0, 0, side]);
  return gridIsland(
    sweep(path, frames, roundedRect(0.0022, 0.0135, 0.0018, 3), { closed: false, caps: true }),
  );
}

export function buildTote(): Garment {
  const fabric = materialIds(['canvas-', 'denim-', 'corduroy-', 'leather-']);
  const leather = materialIds(['leather-', 'canvas-', 'denim-']);
  return finish({
    id: 'tote',
    name: 'Canvas Tote Bag',
    category: 'bags',
    description: 'A heavy canvas tote with a hemmed mouth, a leather base and two stitched leather handles.',
    layerOrder: ['body', 'bottom', 'handles'],
    defaultDecalPart: 'body',
    parts: [
      {
        spec: {
          value: 'body',
          text: 'Bag body',
          defaultMaterial: 'canvas-natural',
          materials: fabric,
          decals: true,
        },
        geo: buildPart('body', [gridIsland(bodyGrid())]),
      },
      {
        spec: {
          value: 'bottom',
          text: 'Base',
          defaultMaterial: 'leather-smooth-cognac',
          materials: leather,
          decals: false,
        },
        geo: buildPart('bottom', [gridIsland(baseGrid())]),
      },
      {
        spec: {
          value: 'handles',
          text: 'Handles',
          defaultMaterial: 'leather-smooth-cognac',
          materials: leather,
          decals: false,
        },
        geo: buildPart('handles', [handle(1), handle(-1)]),
      },
    ],
  });
}
