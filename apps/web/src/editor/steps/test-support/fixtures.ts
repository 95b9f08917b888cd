import { emptyCombinationConfig, newCreation, newPrebuild } from '@atelier/domain';
import type { MediaPlate, Prebuild } from '@atelier/schema';
import type { EditorDocument } from '../../contract';
import type { Category } from '../../../api/types';

/** The time the fixtures are made at (2025-03-10 09:00 UTC): the same documents every run. */
export const FIXTURE_NOW = Date.UTC(2025, 2, 10, 9);

/** A published hoodie prebuild: three tiers, S to XL, two purchase types. */
export const hoodiePrebuild: Prebuild = {
  ...newPrebuild({ producer: { id: 'pr_atelier', at_name: 'atelier_works', name: 'Atelier Works' } }),
  id: 'pb_hoodie',
  name: 'Classic hoodie',
  category: ['Hoodies'],
  sizing: {
    options: [
      { name: 'S', cost_weight: 1 },
      { name: 'M', cost_weight: 1 },
      { name: 'L', cost_weight: 1.1 },
      { name: 'XL', cost_weight: 1.2 },
    ],
  },
  extra_option: {
    allowPurchaseType: ['instant-purchase', 'retail-preorder'],
    manufacturingTimePerPiece: 6_000_000,
  },
  cost_config: [
    { quantity: 1, cost: 32000 },
    { quantity: 20, cost: 24000 },
    { quantity: 100, cost: 18000 },
  ],
  combination_config: emptyCombinationConfig(),
  is_draft: false,
};

/** A little picture for plates, inline (tests load nothing over the network). */
export const pictureUrl = (label: string, color = '#c9b8a6'): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${color}"/><text x="200" y="165" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1c1b19">${label}</text></svg>`,
  )}`;

export const capturePlate = (id: number, overrides: Partial<MediaPlate> = {}): MediaPlate => ({
  id,
  type: 'capture',
  fit: 'cover',
  captureInfo: { auto_capture: true, size: [1920, 1080], fov: 75 },
  ...overrides,
});

export const imagePlate = (id: number, label = `Image ${id}`): MediaPlate => ({
  id,
  type: 'image/upload',
  fit: 'cover',
  url: pictureUrl(label),
});

/** A new creation on the hoodie prebuild, with no media yet. */
export function creationDocument(
  overrides: Partial<Extract<EditorDocument, { kind: 'creation' }>['item']> = {},
): EditorDocument {
  return {
    kind: 'creation',
    prebuild: hoodiePrebuild,
    item: { ...newCreation({ prebuild: hoodiePrebuild, now: FIXTURE_NOW }), ...overrides },
  };
}

/** A new prebuild being set up by its producer. */
export function prebuildDocument(
  overrides: Partial<Extract<EditorDocument, { kind: 'prebuild' }>['item']> = {},
): EditorDocument {
  return { kind: 'prebuild', item: { ...newPrebuild(), ...overrides } };
}

/** The seed's categories: the four main ones, then sub-categories. */
export const CATEGORIES: Category[] = [
  'Men',
  'Women',
  'Unisex',
  'Accessories',
  'T-shirts',
  'Hoodies',
  'Caps',
  'Bags',
].map((name, index) => ({
  id: `ct_${index}`,
  name,
  value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  is_main: index < 4,
}));
