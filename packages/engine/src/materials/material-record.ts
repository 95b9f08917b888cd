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
 * 001 §7: a texture whose record's scale is 1 on both axes (or not given) is requested at
 * 4096 px wide, a tiled one at 1024, and decal images at 4096. The scale is the record's,
 * not a part's repeat: one material is asked once at one width whatever the parts' UV spans.
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
  /** Repeats per metre of cloth on a model that gives its parts' UV span, else per UV square. */
  scaleX: number;
  scaleY: number;
}

/**
 * How many times a part's textures repeat across its 0..1 UV square. When the model says
 * how many metres of cloth that square covers (`uvSpan`), the record's scale counts repeats
 * per metre, so a knit keeps its size from a collar to a body panel; when it does not
 * (customers' own models, FBX), the scale counts repeats per UV square.
 */
export function textureRepeat(
  look: Pick<MaterialLook, 'scaleX' | 'scaleY'>,
  uvSpan: number | null,
): [number, number] {
  return uvSpan === null ? [look.scaleX, look.scaleY] : [look.scaleX * uvSpan, look.scaleY * uvSpan];
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
