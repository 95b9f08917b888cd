import type { CanvasDecalLayer, DecalSetup, EditType, PlacedDecal, Vec2 } from '@atelier/schema';
import { CanvasDecalLayerSchema, FREE_DECAL_UNLIMITED, PlacedDecalSchema } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';

/**
 * 002 §2, §4, §5, §9 decal layers on the UV canvas: when one may be added, a new
 * layer's values, masks, renaming, deleting, and the upload limits. Operations take a
 * layer list and return a new one; the input is never modified.
 */

/**
 * 002 §4, §9: a creation may add a layer when free_decal is -1 (unlimited) or above 0,
 * and (decision) only while it has fewer layers than a positive free_decal allows. A
 * prebuild's producer may always add.
 */
export const canAddDecalLayer = (
  setup: Pick<DecalSetup, 'free_decal'>,
  editType: EditType,
  layerCount: number,
): boolean => {
  if (editType === 'prebuild' || setup.free_decal === FREE_DECAL_UNLIMITED) return true;
  return setup.free_decal > 0 && layerCount < setup.free_decal;
};

/**
 * 002 §9: a new layer: position (0.5, 0.5), scale (0.25, 0.25), rotation 0, white, named
 * 'Doube click rename me' (the specification's text, kept as written).
 */
export const newDecalLayer = (id: string): CanvasDecalLayer => CanvasDecalLayerSchema.parse({ id });

/** 002 §4: adds a layer at the end (the newest is drawn on top). */
export const addDecalLayer = (
  layers: readonly CanvasDecalLayer[],
  layer: CanvasDecalLayer,
): CanvasDecalLayer[] => [...layers, layer];

/** 002 §4: renames a layer (double-click); a blank name is ignored, others are trimmed. */
export const renameDecalLayer = (
  layers: readonly CanvasDecalLayer[],
  id: string,
  name: string,
): CanvasDecalLayer[] => {
  const trimmed = name.trim();
  if (trimmed === '') return [...layers];
  return layers.map((layer) => (layer.id === id ? { ...layer, name: trimmed } : layer));
};

/** 002 §5: asked before a layer is deleted. */
export const deleteDecalLayerConfirmation = (): Message => message('decal.confirmDeleteLayer');

/** 002 §4: deletes a layer (after confirmation). */
export const deleteDecalLayer = (layers: readonly CanvasDecalLayer[], id: string): CanvasDecalLayer[] =>
  layers.filter((layer) => layer.id !== id);

/** 002 §4: edits one layer (position, scale, rotation, colour...); the id stays. */
export const updateDecalLayer = (
  layers: readonly CanvasDecalLayer[],
  id: string,
  changes: Partial<Omit<CanvasDecalLayer, 'id'>>,
): CanvasDecalLayer[] => layers.map((layer) => (layer.id === id ? { ...layer, ...changes, id } : layer));

/** 002 §4: an upload replaces the layer's image. */
export const replaceDecalLayerImage = (
  layers: readonly CanvasDecalLayer[],
  id: string,
  url: string,
): CanvasDecalLayer[] => updateDecalLayer(layers, id, { url });

/** The placement a mask starts from: a layer's or a placed decal's. */
export interface MaskSource {
  readonly position: Vec2;
  readonly scale: Vec2;
}

/**
 * 002 §4: a new mask starts at the decal's position with the y axis flipped (1 - y in
 * UV space) and an inverse scale (1 / scale), unrotated.
 */
export const initialMask = (
  source: MaskSource,
): { maskPosition: Vec2; maskScale: Vec2; maskRotation: number } => ({
  maskPosition: { x: source.position.x, y: 1 - source.position.y },
  maskScale: { x: 1 / source.scale.x, y: 1 / source.scale.y },
  maskRotation: 0,
});

/** 002 §4: starts a mask on a layer or placed decal (returns it with the initial mask). */
export const startMask = <T extends MaskSource>(item: T): T => ({ ...item, ...initialMask(item) });

/** 002 §4: removes a mask from a layer or placed decal. */
export const removeMask = <
  T extends Partial<
    Pick<CanvasDecalLayer, 'maskPosition' | 'maskScale' | 'maskRotation' | 'maskUrl' | 'maskColor'>
  >,
>(
  item: T,
): T => {
  const { maskPosition: _p, maskScale: _s, maskRotation: _r, maskUrl: _u, maskColor: _c, ...rest } = item;
  return rest as T;
};

/** 002 §5: the upload limit of decal images, 5 MB. */
export const DECAL_UPLOAD_MAX_BYTES = 5_242_880;

/** 002 §5: where an image is uploaded, which decides the accepted types. */
export type DecalUploadContext = 'uploadBlock' | 'replaceLayer' | 'addLayer';

/** 002 §5: png and jpeg for the upload block and layer replace; png, jpeg and webp for adding a layer. */
export const DECAL_UPLOAD_TYPES: Readonly<Record<DecalUploadContext, readonly string[]>> = {
  uploadBlock: ['image/png', 'image/jpeg'],
  replaceLayer: ['image/png', 'image/jpeg'],
  addLayer: ['image/png', 'image/jpeg', 'image/webp'],
};

export type UploadCheck = { readonly ok: true } | { readonly ok: false; readonly message: Message };

/**
 * 002 §5: a decal image above 5 MB (5,242,880 bytes) is rejected with 'File size is too
 * large, please upload a file smaller than 5MB'; a type the context does not accept
 * with 'Invalid URL or file' (decision: the documents' text for an invalid file).
 */
export const checkDecalUpload = (
  file: { readonly size: number; readonly type: string },
  context: DecalUploadContext,
): UploadCheck => {
  if (file.size > DECAL_UPLOAD_MAX_BYTES) return { ok: false, message: message('decal.fileTooLarge') };
  if (!DECAL_UPLOAD_TYPES[context].includes(file.type.toLowerCase())) {
    return { ok: false, message: message('image.invalidUrlOrFile') };
  }
  return { ok: true };
};

const BYTES_PER_MB = 1_048_576;
const EXTENSION_TYPES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  svg: ['image/svg+xml'],
  webp: ['image/webp'],
};

/**
 * 002 §3, §5: a customer's upload to a decalLayerConfig field: at most the field's
 * maxFileSize (MB, default 5) and one of its allowedFormats.
 */
export const checkFormDecalUpload = (
  file: { readonly size: number; readonly type: string },
  field: { readonly maxFileSize: number; readonly allowedFormats: readonly string[] },
): UploadCheck => {
  if (file.size > field.maxFileSize * BYTES_PER_MB) {
    return {
      ok: false,
      message:
        field.maxFileSize === 5
          ? message('decal.fileTooLarge')
          : message('decal.fileTooLargeLimit', { size: field.maxFileSize }),
    };
  }
  const type = file.type.toLowerCase();
  const accepted = field.allowedFormats.some((format) => (EXTENSION_TYPES[format] ?? []).includes(type));
  return accepted ? { ok: true } : { ok: false, message: message('image.invalidUrlOrFile') };
};

/** 002 §5: a decal field's url preview shows only for urls starting with http. */
export const showsUrlPreview = (url: string): boolean => url.trim().toLowerCase().startsWith('http');

/** 002 §6: the decal setting's label: 'Allow Creator Custom Decal' on a prebuild, 'Allow Customer Decal' on a creation. */
export const decalSettingLabel = (editType: EditType): Message =>
  message(editType === 'prebuild' ? 'decal.allowCreatorCustom' : 'decal.allowCustomer');

/** 001 §3, 002 §6: a new placed decal is editable by creator and consumer. */
export const newPlacedDecal = (value: string, partBinding?: string): PlacedDecal =>
  PlacedDecalSchema.parse(partBinding === undefined ? { value } : { value, part_binding: partBinding });

/**
 * 002 §6: a limit set on the prebuild ('Limit Creator') is read-only to the creation's
 * creator; the producer edits it on the prebuild.
 */
export const canEditDecalLimit = (editType: EditType, limitSetOnPrebuild: boolean): boolean =>
  editType === 'prebuild' || !limitSetOnPrebuild;

/** 002 §2 'Default Part Management' star: sets the default part, or unsets it when it already is. */
export const toggleDefaultDecalPart = (setup: DecalSetup, partKey: string): DecalSetup => {
  if (setup.default_part_key === partKey) {
    const { default_part_key: _dropped, ...rest } = setup;
    return rest;
  }
  return { ...setup, default_part_key: partKey };
};
