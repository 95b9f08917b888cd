/** Builds every model and library entry, and the catalog that lists them. */
import { BACKGROUNDS, BG_HEIGHT, BG_WIDTH, PRESET_COLORS } from './backgrounds.js';
import type { Catalog, MaterialAsset, ModelAsset } from './catalog.js';
import { DECALS } from './decals.js';
import { ENVIRONMENTS } from './environments.js';
import { buildCap } from './garments/cap.js';
import { buildHoodie } from './garments/hoodie.js';
import { buildTote } from './garments/tote.js';
import { buildTshirt } from './garments/tshirt.js';
import type { Garment } from './garments/types.js';
import { MATERIALS } from './materials/specs.js';

export const GARMENTS: { id: string; build: () => Garment }[] = [
  { id: 'tshirt', build: buildTshirt },
  { id: 'hoodie', build: buildHoodie },
  { id: 'cap', build: buildCap },
  { id: 'tote', build: buildTote },
];

/** The garment also written as ASCII FBX. */
export const FBX_GARMENT = 'cap';

/** Parts decals never go on (the documents ignore metal and straps). */
const DECAL_IGNORED = new Set(['straps', 'metal']);

export const modelPaths = (id: string) => ({
  glb: `models/${id}.glb`,
  fbx: `models/${id}.fbx`,
  thumb: `models/${id}.thumb.webp`,
});

export function modelAsset(g: Garment): ModelAsset {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const p of g.parts) {
    const pos = p.geometry.positions;
    for (let i = 0; i < pos.length; i++) {
      const k = i % 3;
      min[k] = Math.min(min[k]!, pos[i]!);
      max[k] = Math.max(max[k]!, pos[i]!);
    }
  }
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const paths = modelPaths(g.id);
  return {
    id: g.id,
    type: 'MODEL',
    asset_data: {
      name: g.name,
      category: g.category,
      description: g.description,
      thumb: paths.thumb,
      url: paths.glb,
      ...(g.id === FBX_GARMENT ? { fbx: paths.fbx } : {}),
      parts: g.parts.map((p) => ({
        value: p.value,
        text: p.text,
        default: p.defaultMaterial,
        materials: p.materials,
        visible: true,
        decals: p.decals,
        uv_span_m: round(p.geometry.uvSpan),
        islands: p.geometry.islands.map((r) => r.map(round) as [number, number, number, number]),
        vertices: p.geometry.positions.length / 3,
        triangles: p.geometry.indices.length / 3,
      })),
      layer_order: g.layerOrder,
      decal_ignored_parts: g.parts.filter((p) => DECAL_IGNORED.has(p.value)).map((p) => p.value),
      default_decal_part: g.defaultDecalPart,
      bounds_m: { min: min.map(round) as typeof min, max: max.map(round) as typeof max },
    },
  };
}

export const normalPath = (kind: string) => `materials/normals/${kind}.webp`;

/** Suggested normal strength per kind (fleece and leather grain want a light touch). */
const NORMAL_SCALE: Record<string, number> = {
  fleece: 0.35,
  'leather-smooth': 0.35,
  'leather-pebbled': 0.6,
  'metal-polished': 0.2,
  'metal-brushed': 0.4,
};

export function materialAsset(id: string): MaterialAsset {
  const m = MATERIALS.find((x) => x.id === id)!;
  const hasOpacity = m.kind === 'mesh' || m.kind === 'leather-perforated';
  return {
    id: m.id,
    type: 'MATERIAL',
    asset_data: {
      name: m.name,
      category: m.category,
      thumb: `materials/${m.id}/thumb.webp`,
      scale_x: m.repeatsPerMetre,
      scale_y: m.repeatsPerMetre,
      model_info: [
        {
          textures: {
            diffuse: `materials/${m.id}/diffuse.webp`,
            normal: normalPath(m.kind),
            ...(hasOpacity ? { opacity: `materials/${m.id}/opacity.png` } : {}),
          },
          roughness_factor: m.roughness,
          metalness_factor: m.metalness,
          opacity_factor: 1,
          normal_scale: NORMAL_SCALE[m.kind] ?? 0.7,
          color: m.color,
        },
      ],
    },
  };
}

export const environmentPath = (id: string, source: string) =>
  source === 'room' ? `environments/${id}.hdr` : `environments/${id}.exr`;

export function buildCatalog(models: ModelAsset[]): Catalog {
  return {
    version: 1,
    generator: '@atelier/assets (pnpm assets)',
    models,
    materials: MATERIALS.map((m) => materialAsset(m.id)),
    environments: ENVIRONMENTS.map((e) => ({
      id: e.id,
      name: e.name,
      url: environmentPath(e.id, e.source),
      thumb: `environments/${e.id}.thumb.webp`,
      format: e.source === 'room' ? ('hdr' as const) : ('exr' as const),
      source:
        e.source === 'room'
          ? 'three.js RoomEnvironment (MIT), ray-traced by @atelier/assets'
          : `Poly Haven (CC0) via ${e.source.replace(/\.js$/, '')}`,
    })),
    backgrounds: BACKGROUNDS.map((b) => ({
      id: b.id,
      name: b.name,
      url: `backgrounds/${b.id}.jpg`,
      thumb: `backgrounds/${b.id}.thumb.webp`,
      width: BG_WIDTH,
      height: BG_HEIGHT,
    })),
    colors: PRESET_COLORS,
    decals: DECALS.map((d) => ({
      id: d.id,
      name: d.name,
      kind: d.kind,
      png: `decals/${d.id}.png`,
      svg: `decals/${d.id}.svg`,
      width: d.width,
      height: d.height,
    })),
  };
}
