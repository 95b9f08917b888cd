/** A six-panel baseball cap: crown of six spherical gores, a pre-curved brim and a top button. */
import type { V3 } from '../math.js';
import { add, addScaled, lerp, normalize, scale, smoothstep } from '../math.js';
import type { Grid } from '../mesh/builder.js';
import { buildPart, gridIsland, gridNormals } from '../mesh/builder.js';
import { foldRows } from '../mesh/shapes.js';
import { finish } from './common.js';
import { materialIds } from '../materials/specs.js';
import type { Garment } from './types.js';

const RX = 0.093;
const RZ = 0.103;
const HEIGHT = 0.11;
const N = 2.3;

/** A point of the crown dome: azimuth (0 = +x, pi/2 = front), elevation angle theta. */
function dome(az: number, theta: number): V3 {
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const g = Math.pow(Math.abs(c), 2 / N);
  const h = Math.pow(Math.abs(s), 2 / N);
  // The front panels stand a little taller and fuller, as on a structured cap.
  const front = Math.max(0, Math.sin(az));
  const height = HEIGHT * (1 + 0.06 * front);
  return [RX * Math.cos(az) * g, height * h, RZ * Math.sin(az) * g * (1 + 0.04 * front * (1 - h))];
}

function gore(k: number): Grid {
  const a0 = Math.PI / 2 + (k * Math.PI) / 3;
  const cols = 25;
  const rows = 44;
  const grid: Grid = [];
  for (let j = 0; j <= rows; j++) {
    const theta = (Math.PI / 2) * (j / rows);
    const row: V3[] = [];
    for (let i = 0; i < cols; i++) {
      const f = i / (cols - 1);
      const az = a0 + f * (Math.PI / 3);
      const p = dome(az, theta);
      const n = normalize([p[0] / RX ** 2, p[1] / HEIGHT ** 2, p[2] / RZ ** 2]);
      // Panels puff slightly between seams; seams dip in.
      const edge = Math.min(f, 1 - f);
      const puff = 0.0022 * Math.sin(Math.PI * f) * Math.sin(Math.PI * Math.min(1, (j / rows) * 1.1));
      const dip = -0.0012 * (1 - smoothstep(0, 0.06, edge)) * (1 - j / rows);
      row.push(addScaled(p, n, puff + dip));
    }
    grid.push(row);
  }
  // Orientation: columns run with increasing azimuth (counter-clockwise seen from above).
  return grid;
}

function brim(): Grid {
  const az0 = Math.PI / 2 - 1.2;
  const az1 = Math.PI / 2 + 1.2;
  const cols = 61;
  const steps = 18;
  const thickness = 0.0045;
  const inner = (az: number): V3 => {
    const p = dome(az, 0);
    return [p[0] * 1.005, 0.0, p[2] * 1.005];
  };
  const outerAt = (az: number, w: number): V3 => {
    const p = inner(az);
    const f = (az - az0) / (az1 - az0);
    const reach = 0.078 * Math.pow(Math.sin(Math.PI * f), 0.55) + 0.006;
    const dir = normalize([p[0] * 0.55, 0, p[2] + 0.02]);
    const q = addScaled(p, dir, reach * w);
    // Pre-curved: the sides bend down, the front dips slightly.
    const drop = 0.028 * (q[0] / 0.1) ** 2 + 0.014 * w * w;
    return [q[0], -drop * smoothstep(0, 0.35, w) - 0.004 * w, q[2]];
  };
  const top: Grid = [];
  for (let j = 0; j <= steps; j++) {
    const w = j / steps;
    top.push(Array.from({ length: cols }, (_, i) => outerAt(lerp(az0, az1, i / (cols - 1)), w)));
  }
  // Top surface from the crown outwards, rolled round the edge and back underneath.
  const rolled = foldRows(top, true, { radius: thickness / 2, depth: 0, arcSteps: 8, returnSteps: 1 });
  const normals = gridNormals(top);
  const under: Grid = [];
  for (let j = steps; j >= 0; j--) {
    under.push(top[j]!.map((p, i) => addScaled(p, normals[j]![i]!, -thickness)));
  }
  // Drop the fold's last two rows: they coincide with the underside's first row.
  const grid = [...rolled.slice(0, rolled.length - 2), ...under];
  // Make sure the top surface faces up.
  const n = gridNormals(grid)[Math.floor(steps / 2)]![Math.floor(cols / 2)]!;
  return n[1] < 0 ? grid.map((row) => [...row].reverse()) : grid;
}

function button(): Grid {
  const top = dome(Math.PI / 2, Math.PI / 2);
  const r = 0.0085;
  const grid: Grid = [];
  for (let j = 0; j <= 12; j++) {
    const lat = -Math.PI / 2 + (Math.PI * j) / 12;
    const row: V3[] = [];
    for (let i = 0; i <= 24; i++) {
      const lon = (-2 * Math.PI * i) / 24;
      row.push(
        add(
          [0, top[1] - 0.0012, 0],
          scale([Math.cos(lat) * Math.cos(lon), Math.sin(lat) * 0.45, Math.cos(lat) * Math.sin(lon)], r),
        ),
      );
    }
    grid.push(row);
  }
  return grid;
}

export function buildCap(): Garment {
  const gores = Array.from({ length: 6 }, (_, k) => {
    // Flip to make the outside face out: rows up, columns must run clockwise seen from outside.
    const g = gore(k).map((row) => [...row].reverse());
    return gridIsland(foldRows(g, false, { radius: 0.0018, depth: 0.025 }));
  });
  const twill = materialIds(['canvas-', 'denim-', 'corduroy-', 'jersey-', 'leather-']);
  return finish({
    id: 'cap',
    name: 'Six-panel Cap',
    category: 'headwear',
    description: 'A structured six-panel baseball cap with a pre-curved brim and a covered top button.',
    layerOrder: ['crown', 'brim', 'button'],
    defaultDecalPart: 'crown',
    parts: [
      {
        spec: {
          value: 'crown',
          text: 'Crown',
          defaultMaterial: 'canvas-navy',
          materials: twill,
          decals: true,
        },
        geo: buildPart('crown', gores),
      },
      {
        spec: { value: 'brim', text: 'Brim', defaultMaterial: 'canvas-navy', materials: twill, decals: true },
        geo: buildPart('brim', [gridIsland(brim())]),
      },
      {
        spec: {
          value: 'button',
          text: 'Top button',
          defaultMaterial: 'canvas-navy',
          materials: [...twill, ...materialIds('metal-')],
          decals: false,
        },
        geo: buildPart('button', [gridIsland(button())]),
      },
    ],
  });
}
