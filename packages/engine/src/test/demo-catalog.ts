/**
 * Reads the demo catalogue (assets/catalog.json, made by tools/assets) into viewer
 * designs. Used by the demo-asset tests and the benchmark page; not part of the engine.
 */
import type { CombinationConfigInput, Material } from '@atelier/schema';
import type { TestDesign } from './viewer-fixture';

interface CatalogPart {
  value: string;
  text: string;
  default?: string;
  materials?: string[];
  visible?: boolean;
  /** Metres of cloth covered by the part's 0..1 UV square. */
  uv_span_m: number;
}

export interface DemoCatalog {
  models: {
    id: string;
    asset_data: { url: string; fbx?: string; parts: CatalogPart[]; default_decal_part?: string };
  }[];
  materials: (Material & { type?: string })[];
  environments: { id: string; url: string }[];
  backgrounds: { id: string; url: string }[];
  decals: { id: string; png: string }[];
}

/** Loads the catalogue from `base` (a URL ending in a slash); null when it is not there. */
export async function loadDemoCatalog(base: string): Promise<DemoCatalog | null> {
  try {
    const response = await fetch(`${base}catalog.json`);
    if (!response.ok) return null;
    return (await response.json()) as DemoCatalog;
  } catch {
    return null;
  }
}

/** A design of one demo model with its parts' default materials. */
export function demoDesign(
  catalog: DemoCatalog,
  base: string,
  modelId: string,
  options: { fbx?: boolean; config?: Partial<CombinationConfigInput> } = {},
): TestDesign {
  const model = catalog.models.find((candidate) => candidate.id === modelId);
  if (!model) throw new Error(`No demo model "${modelId}"`);
  const url = options.fbx && model.asset_data.fbx ? model.asset_data.fbx : model.asset_data.url;
  const materials = catalog.materials.map(({ type: _type, ...material }) => material);
  return {
    model: { url: `${base}${url}` },
    materials,
    config: {
      version: 'v3',
      parts: model.asset_data.parts.map((part) => ({
        value: part.value,
        text: part.text,
        ...(part.default ? { default: part.default } : {}),
        materials: part.materials ?? [],
        visible: part.visible ?? true,
      })),
      ...(model.asset_data.default_decal_part
        ? { decals: { placed: [], setup: { default_part_key: model.asset_data.default_decal_part } } }
        : {}),
      ...options.config,
    },
  };
}
