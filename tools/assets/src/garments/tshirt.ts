/** A crew-neck t-shirt: front, back, two short sleeves, a rib collar and two rib cuffs. */
import type { Island } from '../mesh/builder.js';
import { buildPart, gridIsland } from '../mesh/builder.js';
import { foldRows, orientOutward } from '../mesh/shapes.js';
import type { BodySpec, SleeveResult } from './body.js';
import { bodyPanel, neckline, sleeve } from './body.js';
import { centroid, collarBand, cuffBand, finish, JERSEY, RIB } from './common.js';
import type { Garment } from './types.js';

export const TSHIRT_BODY: BodySpec = {
  hemY: 0,
  waistY: 0.26,
  underarmY: 0.49,
  shoulderY: 0.655,
  neckY: 0.715,
  hemHalfWidth: 0.25,
  waistHalfWidth: 0.242,
  chestHalfWidth: 0.256,
  shoulderX: 0.228,
  chestDepth: 0.125,
  hemDepth: 0.115,
  neckHalfWidth: 0.088,
  frontNeckDrop: 0.085,
  backNeckDrop: 0.022,
  shoulderRound: 0.13,
  exponent: 2.5,
  wrinkle: 0.0045,
  seed: 11,
};

export function tshirtSleeve(side: 1 | -1): SleeveResult {
  return sleeve({
    side,
    root: [0.19, 0.575, -0.005],
    angle: (40 * Math.PI) / 180,
    length: 0.215,
    rootRadii: [0.095, 0.072],
    endRadii: [0.07, 0.058],
    forward: 0.012,
    rings: 28,
    segments: 48,
    wrinkle: 0.0025,
    seed: side === 1 ? 21 : 22,
  });
}

export function buildTshirt(): Garment {
  const b = TSHIRT_BODY;
  const opts = { cols: 73, rowsBody: 64, rowsTop: 20 };
  const hem = { radius: 0.0025, depth: 0.02 };
  const frontGrid = bodyPanel(b, { ...opts, side: 1 });
  const backGrid = bodyPanel(b, { ...opts, side: -1 });
  const neck = neckline(frontGrid, backGrid, b);
  const front = gridIsland(foldRows(frontGrid, false, hem));
  const back = gridIsland(foldRows(backGrid, false, hem));

  const sleeves = ([1, -1] as const).map((side) => {
    const s = tshirtSleeve(side);
    const grid = orientOutward(
      s.grid,
      s.grid.map((ring) => centroid(ring)),
    );
    return { s, island: gridIsland(grid) as Island };
  });
  const collar = collarBand(neck, { height: 0.018, thickness: 0.006, lean: 0.45 });
  const cuffs = sleeves.map(({ s }) => cuffBand(s, { width: 0.026, thickness: 0.006 }));

  return finish({
    id: 'tshirt',
    name: 'Crew-neck T-shirt',
    category: 'tops',
    description: 'A relaxed crew-neck t-shirt with set-in short sleeves, rib collar and rib sleeve cuffs.',
    layerOrder: ['front', 'back', 'sleeve_left', 'sleeve_right', 'collar', 'cuff_left', 'cuff_right'],
    defaultDecalPart: 'front',
    parts: [
      { spec: { value: 'front', text: 'Front', ...JERSEY, decals: true }, geo: buildPart('front', [front]) },
      { spec: { value: 'back', text: 'Back', ...JERSEY, decals: true }, geo: buildPart('back', [back]) },
      {
        spec: { value: 'sleeve_left', text: 'Left sleeve', ...JERSEY, decals: true },
        geo: buildPart('sleeve_left', [sleeves[0]!.island]),
      },
      {
        spec: { value: 'sleeve_right', text: 'Right sleeve', ...JERSEY, decals: true },
        geo: buildPart('sleeve_right', [sleeves[1]!.island]),
      },
      {
        spec: { value: 'collar', text: 'Collar rib', ...RIB, decals: false },
        geo: buildPart('collar', [collar]),
      },
      {
        spec: { value: 'cuff_left', text: 'Left cuff', ...RIB, decals: false },
        geo: buildPart('cuff_left', [cuffs[0]!]),
      },
      {
        spec: { value: 'cuff_right', text: 'Right cuff', ...RIB, decals: false },
        geo: buildPart('cuff_right', [cuffs[1]!]),
      },
    ],
  });
}
