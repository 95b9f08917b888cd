/**
 * What the product-photo step renders: for each demo garment a palette of looks (a colour
 * name, its swatch hex and the material on every part) and the views of each look. Plain
 * data, so the manifest, the render and the tests read one list.
 */
import type { Catalog, ModelAsset } from '../catalog.js';

/** Photo size: 3:4 portrait, wide enough for the 1500 px gallery variant (000 §9). */
export const PHOTO_SIZE = [1500, 2000] as const;

/** Where the photos and their manifest go, relative to assets/. */
export const PHOTOS_DIR = 'photos';
export const PHOTOS_MANIFEST = `${PHOTOS_DIR}/manifest.json`;

export interface PhotoView {
  id: 'front' | 'back';
  /** Camera yaw and pitch in degrees (0 = straight at the front). */
  yaw: number;
  pitch: number;
}

/** A front three-quarter view (the cover) and the back (the second gallery image). */
export const PHOTO_VIEWS: readonly PhotoView[] = [
  { id: 'front', yaw: 24, pitch: 7 },
  { id: 'back', yaw: 180 - 16, pitch: 7 },
];

export interface PhotoLook {
  /** Kebab-case colour id, part of the file name. */
  colour: string;
  /** Material id by part; parts left out keep their default. */
  materials: Record<string, string>;
}

/** Every part of `model` in `material`, except the parts `keep` names. */
function all(parts: readonly string[], material: string, keep: Record<string, string> = {}) {
  return Object.fromEntries(parts.map((part) => [part, keep[part] ?? material]));
}

const TSHIRT = ['front', 'back', 'sleeve_left', 'sleeve_right', 'collar', 'cuff_left', 'cuff_right'];
const HOODIE = ['hoodie', 'hood', 'sleeves', 'pocket', 'rib'];
const CAP = ['crown', 'brim', 'button'];

const JERSEY = [
  'white',
  'black',
  'heather-grey',
  'navy',
  'red',
  'forest',
  'peach-fuzz',
  'sky',
  'mustard',
  'burgundy',
];
/** Hoodie colours that exist as fleece; the others are brushed jersey. */
const FLEECE = new Set(['black', 'heather-grey', 'forest']);
/** Rib cuffs and waistband of the fleece hoodies (fleece is not offered on the rib). */
const FLEECE_RIB: Record<string, string> = {
  black: 'rib-black',
  'heather-grey': 'rib-heather-grey',
  forest: 'jersey-forest',
};

/** The looks per garment id: about ten colours each, light, dark and bright. */
export const PHOTO_LOOKS: Readonly<Record<string, readonly PhotoLook[]>> = {
  tshirt: JERSEY.map((colour) => ({ colour, materials: all(TSHIRT, `jersey-${colour}`) })),
  hoodie: [
    ...JERSEY.filter((colour) => colour !== 'mustard').map((colour) =>
      FLEECE.has(colour)
        ? { colour, materials: all(HOODIE, `fleece-${colour}`, { rib: FLEECE_RIB[colour]! }) }
        : { colour, materials: all(HOODIE, `jersey-${colour}`) },
    ),
    { colour: 'oatmeal', materials: all(HOODIE, 'fleece-oatmeal', { rib: 'rib-white' }) },
  ],
  cap: [
    ...['natural', 'olive', 'navy'].map((colour) => ({ colour, materials: all(CAP, `canvas-${colour}`) })),
    ...['white', 'black', 'heather-grey', 'red', 'forest', 'sky'].map((colour) => ({
      colour,
      materials: all(CAP, `jersey-${colour}`),
    })),
    { colour: 'rust', materials: all(CAP, 'corduroy-rust') },
  ],
  tote: [
    ...['natural', 'olive', 'navy'].map((colour) => ({ colour, materials: { body: `canvas-${colour}` } })),
    { colour: 'tan', materials: { body: 'corduroy-tan' } },
    { colour: 'rust', materials: { body: 'corduroy-rust' } },
    { colour: 'indigo', materials: { body: 'denim-indigo' } },
    {
      colour: 'black',
      materials: { body: 'denim-black', bottom: 'leather-smooth-black', handles: 'leather-smooth-black' },
    },
    {
      colour: 'white',
      materials: {
        body: 'leather-pebbled-white',
        bottom: 'leather-smooth-cognac',
        handles: 'leather-smooth-cognac',
      },
    },
  ],
};

export interface PhotoEntry {
  garment: string;
  colour: string;
  /** The main material's base colour (#rrggbb): what a creation's colour is matched against. */
  hex: string;
  materials: Record<string, string>;
  /** File per view id, relative to assets/. */
  views: Record<string, string>;
}

export interface PhotoManifest {
  width: number;
  height: number;
  views: string[];
  photos: PhotoEntry[];
}

/** The manifest of every photo the plan renders (file names and colours from the catalogue). */
export function photoManifest(catalog: Catalog): PhotoManifest {
  const photos: PhotoEntry[] = [];
  for (const model of catalog.models) {
    for (const look of PHOTO_LOOKS[model.id] ?? []) {
      const main = look.materials[mainPart(model)] ?? defaultOf(model, mainPart(model));
      const material = catalog.materials.find((m) => m.id === main);
      if (!material) throw new Error(`unknown material ${main}`);
      photos.push({
        garment: model.id,
        colour: look.colour,
        hex: material.asset_data.model_info[0]!.color.toLowerCase(),
        materials: look.materials,
        views: Object.fromEntries(
          PHOTO_VIEWS.map((view) => [view.id, `${PHOTOS_DIR}/${model.id}-${look.colour}-${view.id}.jpg`]),
        ),
      });
    }
  }
  return { width: PHOTO_SIZE[0], height: PHOTO_SIZE[1], views: PHOTO_VIEWS.map((v) => v.id), photos };
}

/** The part whose material names the colour: the default decal part (the body panel). */
const mainPart = (model: ModelAsset) => model.asset_data.default_decal_part;
const defaultOf = (model: ModelAsset, part: string) =>
  model.asset_data.parts.find((p) => p.value === part)?.default ?? '';
