import {
  DEFAULT_METALNESS,
  DEFAULT_OPACITY,
  DEFAULT_ROUGHNESS,
  type AssetReferenceData,
  type Material,
} from '@atelier/schema';

/** Widths asked of the image helper (001 §7: 1024, or 4096 for scale 1 and for decals). */
export const TEXTURE_REQUEST_WIDTH = { full: 4096, tiled: 1024 } as const;

/**
 * 001 §7: a texture that covers its part once (scale 1 on both axes, or no scale given)
 * is requested at 4096 px wide, a tiled one at 1024, and decal images at 4096.
 * (Engine-local rule; belongs in @atelier/domain.)
 */
export function textureRequestWidth(
  scaleX: number,
  scaleY: number,
  sizes: { full: number; tiled: number } = TEXTURE_REQUEST_WIDTH,
): number {
  return scaleX === 1 && scaleY === 1 ? sizes.full : sizes.tiled;
}

/** What the engine needs of a material record, with the documented defaults applied. */
export interface MaterialLook {
  diffuse?: string;
  normal?: string;
  opacity?: string;
  roughness: number;
  metalness: number;
  opacityFactor: number;
  /** Normal-map strength: 6 (001 §9) unless the record gives its own `normal_scale`. */
  normalScale: number;
  scaleX: number;
  scaleY: number;
}

/** A material's reference data: vt_reference_data, else asset_data (001 §3). */
export function referenceDataOf(material: Material): AssetReferenceData | undefined {
  return material.vt_reference_data ?? material.asset_data;
}

/** 001 §9: the normal scale of every part material. */
export const DEFAULT_NORMAL_SCALE = 6;

/**
 * A record may carry its own normal-map strength (`model_info[0].normal_scale`, written by
 * the demo catalogue; not in the schema, so absent from parsed records): it wins over 6.
 */
function readNormalScale(info: object | undefined): number {
  const value = (info as { normal_scale?: unknown } | undefined)?.normal_scale;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_NORMAL_SCALE;
}

/** Reads textures, PBR factors and tiling from `model_info[0]` with the defaults of 001 §9. */
export function readMaterialLook(material: Material): MaterialLook {
  const data = referenceDataOf(material);
  const info = data?.model_info?.[0];
  const textures = info?.textures ?? {};
  return {
    ...(textures.diffuse ? { diffuse: textures.diffuse } : {}),
    ...(textures.normal ? { normal: textures.normal } : {}),
    ...(textures.opacity ? { opacity: textures.opacity } : {}),
    roughness: info?.roughness_factor ?? DEFAULT_ROUGHNESS,
    metalness: info?.metalness_factor ?? DEFAULT_METALNESS,
    opacityFactor: info?.opacity_factor ?? DEFAULT_OPACITY,
    normalScale: readNormalScale(info),
    scaleX: data?.scale_x ?? 1,
    scaleY: data?.scale_y ?? 1,
  };
}

/** The look of a part with no (known) material: plain fabric with the default factors. */
export const FALLBACK_LOOK: MaterialLook = Object.freeze({
  roughness: DEFAULT_ROUGHNESS,
  metalness: DEFAULT_METALNESS,
  opacityFactor: DEFAULT_OPACITY,
  normalScale: DEFAULT_NORMAL_SCALE,
  scaleX: 1,
  scaleY: 1,
});
