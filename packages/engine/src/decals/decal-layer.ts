import type { CanvasDecalLayer, CombinationConfig, PlacedDecal } from '@atelier/schema';
import { decalPartOf } from '@atelier/domain';

/** A point or a size in the UV square (x to the right, y down from the top of the texture). */
export interface UvVector {
  x: number;
  y: number;
}

/** A mask: the layer shows only where the mask image is opaque and light. */
export interface DecalMask {
  url: string;
  /** Centre in UV. */
  position: UvVector;
  /** Width and height in UV (the height follows the image's aspect when equal scales). */
  scale: UvVector;
  /** Degrees, clockwise as seen on the UV canvas. */
  rotation: number;
}

/**
 * One decal layer as the compositor draws it, in the UV space of its part: image,
 * centre, size (`scale.x` of the UV square wide, `scale.y` times the image's height/width
 * ratio high, so equal scales keep the image's proportions), clockwise rotation in
 * degrees, a tint multiplied into the image, and an optional mask.
 */
export interface DecalLayer {
  id: string;
  part: string;
  /** Where the layer comes from: a placed decal of the design, or an editor canvas layer. */
  source: 'placed' | 'canvas';
  /** A placed decal's fine-tune offset, already added to `position`. */
  offset?: UvVector;
  url: string;
  position: UvVector;
  scale: UvVector;
  rotation: number;
  color: string;
  mask?: DecalMask;
}

/**
 * A stored mask transform (002 §4: "a mask starts at the decal's position with the y axis
 * flipped and an inverse scale") in the layer's terms: centre (x, 1 - y) and size 1/scale,
 * so a new mask covers its layer exactly.
 */
export function maskFromStored(
  url: string,
  stored: {
    maskPosition?: UvVector | undefined;
    maskScale?: UvVector | undefined;
    maskRotation?: number | undefined;
  },
  layer: { position: UvVector; scale: UvVector; rotation: number },
): DecalMask {
  const position = stored.maskPosition
    ? { x: stored.maskPosition.x, y: 1 - stored.maskPosition.y }
    : { ...layer.position };
  const scale =
    stored.maskScale && stored.maskScale.x !== 0 && stored.maskScale.y !== 0
      ? { x: 1 / stored.maskScale.x, y: 1 / stored.maskScale.y }
      : { ...layer.scale };
  return { url, position, scale, rotation: stored.maskRotation ?? layer.rotation };
}

/** The inverse of {@link maskFromStored}: the values to store for a mask placed at `mask`. */
export function maskToStored(mask: Pick<DecalMask, 'position' | 'scale' | 'rotation'>): {
  maskPosition: UvVector;
  maskScale: UvVector;
  maskRotation: number;
} {
  return {
    maskPosition: { x: mask.position.x, y: 1 - mask.position.y },
    maskScale: { x: 1 / mask.scale.x, y: 1 / mask.scale.y },
    maskRotation: mask.rotation,
  };
}

/**
 * The part a placed decal is drawn on (its `part_binding`, else the design's default decal
 * part, else the first part): the rule is @atelier/domain's.
 */
export { decalPartOf };

/**
 * The layer of a placed decal: its image is `material_config.map` (v3: diffuse and opacity
 * merged), its centre `position + offset`. A decal still in the v2 shape (its conversion
 * failed) keeps its opacity image `alphaMap`, drawn as a mask over the decal itself.
 * A decal without an image draws nothing. The decal panel's colour tints it and its
 * `maskUrl` masks it like a canvas layer's.
 */
export function layerFromPlacedDecal(decal: PlacedDecal, part: string): DecalLayer | undefined {
  const url = decal.material_config.map;
  if (!url) return undefined;
  const layer: DecalLayer = {
    id: decal.value,
    part,
    source: 'placed',
    offset: { ...decal.offset },
    url,
    position: { x: decal.position.x + decal.offset.x, y: decal.position.y + decal.offset.y },
    scale: { ...decal.scale },
    rotation: decal.rotation,
    color: decal.color ?? '#ffffff',
  };
  const alphaMap = decal.material_config.alphaMap;
  if (alphaMap)
    layer.mask = { url: alphaMap, position: layer.position, scale: layer.scale, rotation: layer.rotation };
  // The decal panel's mask image (002 §4), placed by its stored transform.
  else if (decal.maskUrl) layer.mask = maskFromStored(decal.maskUrl, decal, layer);
  return layer;
}

/** The layer of an editor canvas layer (002 §3) on `part`; a layer without an image draws nothing. */
export function layerFromCanvasLayer(layer: CanvasDecalLayer, part: string): DecalLayer | undefined {
  if (!layer.url) return undefined;
  const result: DecalLayer = {
    id: layer.id,
    part,
    source: 'canvas',
    url: layer.url,
    position: { ...layer.position },
    scale: { ...layer.scale },
    rotation: layer.rotation,
    color: layer.color,
  };
  if (layer.maskUrl) result.mask = maskFromStored(layer.maskUrl, layer, result);
  return result;
}

/** Every layer of a design grouped by part: placed decals first, then canvas layers. */
export function decalLayersByPart(
  config: CombinationConfig,
  canvasLayers: Readonly<Record<string, readonly CanvasDecalLayer[]>> = {},
): Map<string, DecalLayer[]> {
  const result = new Map<string, DecalLayer[]>();
  const add = (layer: DecalLayer | undefined) => {
    if (!layer) return;
    const list = result.get(layer.part) ?? [];
    list.push(layer);
    result.set(layer.part, list);
  };
  for (const decal of config.decals.placed) {
    const part = decalPartOf(decal, config);
    if (part !== undefined) add(layerFromPlacedDecal(decal, part));
  }
  for (const [part, layers] of Object.entries(canvasLayers))
    for (const layer of layers) add(layerFromCanvasLayer(layer, part));
  return result;
}
