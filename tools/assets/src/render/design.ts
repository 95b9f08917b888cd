/**
 * Builds the engine designs the rendering step shows, from the catalogue: the model's GLB,
 * the material records as the API serves them, a combination_config with a material per
 * part, a studio environment, a light colour background and (for the screenshots) a placed
 * decal. Plain JSON, handed to the render page, which passes it to `Viewer.applyDesign`.
 */
import type { DesignDocumentInput } from '@atelier/schema';
import type { Catalog, ModelAsset } from '../catalog.js';

/** Where the render page finds assets/ (its server answers this path from the folder). */
export const ASSETS_BASE = '/assets/';

/** A decal on one of a part's UV islands: `at` is the centre within the island (0..1), `width` a fraction of its width. */
export interface ShotDecal {
  part: string;
  id: string;
  island: number;
  at: readonly [number, number];
  width: number;
  rotation?: number;
}

export interface DesignOptions {
  /** Material id by part value; parts left out wear their default. */
  materials?: Readonly<Record<string, string>>;
  decal?: ShotDecal;
  /** A catalogue environment id (default `studio`). */
  environment?: string;
  environmentIntensity?: number;
  /** A #rrggbb background colour. */
  background: string;
  /** Layout lights (directional, pointing at the origin) and their turn about the vertical axis. */
  lighting?: {
    layout: {
      position: [number, number, number];
      rotation: [number, number, number];
      intensity: number;
      color?: string;
    }[];
    angle: number;
  };
  base?: string;
}

/** The engine design of `model` with the given materials, decal, environment and background. */
export function designFor(
  catalog: Catalog,
  model: ModelAsset,
  options: DesignOptions,
): DesignDocumentInput & { model: { url: string } } {
  const base = options.base ?? ASSETS_BASE;
  const chosen = options.materials ?? {};
  const data = model.asset_data;
  for (const part of Object.keys(chosen)) {
    if (!data.parts.some((p) => p.value === part)) throw new Error(`${model.id} has no part "${part}"`);
  }
  const parts = data.parts.map((part) => {
    const material = chosen[part.value] ?? part.default;
    if (!catalog.materials.some((m) => m.id === material)) throw new Error(`unknown material ${material}`);
    return {
      value: part.value,
      text: part.text,
      default: material,
      materials: part.materials.includes(material) ? part.materials : [material, ...part.materials],
      visible: part.visible,
    };
  });
  const used = new Set(parts.map((p) => p.default));
  // Material records as the API serves them (no `type`), asset paths under `base`.
  const materials = catalog.materials
    .filter((m) => used.has(m.id))
    .map((m) => ({
      id: m.id,
      asset_data: {
        ...m.asset_data,
        thumb: `${base}${m.asset_data.thumb}`,
        model_info: m.asset_data.model_info.map((info) => ({
          ...info,
          textures: Object.fromEntries(
            Object.entries(info.textures).map(([kind, path]) => [kind, `${base}${path}`]),
          ),
        })),
      },
    }));

  const environmentId = options.environment ?? 'studio';
  const environment = catalog.environments.find((e) => e.id === environmentId);
  if (!environment) throw new Error(`unknown environment ${environmentId}`);

  const placed = options.decal ? [placedDecal(catalog, model, options.decal, base)] : [];
  return {
    model: { url: `${base}${data.url}`, format: 'glb' },
    materials,
    config: {
      version: 'v3',
      parts,
      decals: { placed, setup: { default_part_key: data.default_decal_part } },
      background_config: { type: 'color', color: options.background },
      ...(options.lighting ? { lighting_config: options.lighting } : {}),
      environment_config: {
        url: `${base}${environment.url}`,
        intensity: options.environmentIntensity ?? 1,
      },
    },
  };
}

/** A v3 placed decal (merged image in `material_config.map`) on a part's island. */
function placedDecal(catalog: Catalog, model: ModelAsset, decal: ShotDecal, base: string) {
  const part = model.asset_data.parts.find((p) => p.value === decal.part);
  if (!part) throw new Error(`${model.id} has no part "${decal.part}"`);
  if (!part.decals) throw new Error(`${model.id}: decals may not go on "${decal.part}"`);
  const island = part.islands[decal.island];
  if (!island) throw new Error(`${model.id}/${decal.part} has no island ${decal.island}`);
  const art = catalog.decals.find((d) => d.id === decal.id);
  if (!art) throw new Error(`unknown decal ${decal.id}`);
  const [u0, v0, u1, v1] = island;
  const width = (u1 - u0) * decal.width;
  return {
    value: `shot-${decal.id}`,
    text: art.name,
    part_binding: decal.part,
    position: { x: u0 + (u1 - u0) * decal.at[0], y: v0 + (v1 - v0) * decal.at[1] },
    // x is the width on the UV square; the engine keeps the image's aspect for the height.
    scale: { x: width, y: width },
    rotation: decal.rotation ?? 0,
    material_config: { map: `${base}${art.png}` },
  };
}

/** Size of the normalised model the engine shows: its longest side is this many units. */
const NORMALIZED_SIZE = 3;

/**
 * The camera position looking at the origin (the engine centres models there) that fits
 * the model's normalised bounding box seen from `yaw`/`pitch` (degrees) with `margin`.
 */
export function framingCamera(
  model: ModelAsset,
  view: { yaw: number; pitch: number; fov: number; aspect: number; margin: number },
): [number, number, number] {
  const { min, max } = model.asset_data.bounds_m;
  const raw = [max[0] - min[0], max[1] - min[1], max[2] - min[2]] as const;
  const scale = NORMALIZED_SIZE / Math.max(...raw);
  const [sx, sy, sz] = raw.map((d) => d * scale) as [number, number, number];
  const yaw = (view.yaw * Math.PI) / 180;
  const pitch = (view.pitch * Math.PI) / 180;
  const vfov = (view.fov * Math.PI) / 180;
  const hfov = 2 * Math.atan(Math.tan(vfov / 2) * view.aspect);
  const across = Math.abs(Math.cos(yaw)) * sx + Math.abs(Math.sin(yaw)) * sz;
  const deep = Math.abs(Math.sin(yaw)) * sx + Math.abs(Math.cos(yaw)) * sz;
  const tall = sy * Math.cos(pitch) + deep * Math.sin(pitch);
  const distance =
    Math.max((tall * view.margin) / 2 / Math.tan(vfov / 2), (across * view.margin) / 2 / Math.tan(hfov / 2)) +
    deep / 2;
  return [
    distance * Math.sin(yaw) * Math.cos(pitch),
    distance * Math.sin(pitch),
    distance * Math.cos(yaw) * Math.cos(pitch),
  ];
}
