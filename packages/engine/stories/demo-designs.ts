/**
 * The demo garments of /assets (made by tools/assets, listed in assets/catalog.json) as
 * designs for the engine's stories: each garment with its parts' default materials, plus
 * the pieces a story adds (a colourway group, a variation, a decal with a mask, a scene
 * preset). Plain data in the design document's shape; no engine call here.
 */
import type { CanvasDecalLayer, CombinationConfigInput, Light, Material } from '@atelier/schema';
import type { StoryDesign } from './engine-driver';

export const GARMENTS = ['tshirt', 'hoodie', 'cap', 'tote'] as const;
export type Garment = (typeof GARMENTS)[number];

interface CatalogPart {
  value: string;
  text: string;
  default?: string;
  materials?: string[];
}

/** The parts of assets/catalog.json the stories read. */
export interface DemoCatalog {
  models: { id: string; asset_data: { url: string; parts: CatalogPart[]; default_decal_part?: string } }[];
  materials: (Material & { type?: string })[];
  environments: { id: string; name: string; url: string }[];
  backgrounds: { id: string; name: string; url: string }[];
  decals: { id: string; name: string; png: string }[];
}

/** Where the demo assets are served: `/assets/` in Storybook (see .storybook/main.ts). */
let assetBase = '/assets/';
export const demoAssetBase = (): string => assetBase;
/** The story test serves the assets elsewhere (Vite's `/@fs/` path) and says so here. */
export function setDemoAssetBase(base: string): void {
  assetBase = base.endsWith('/') ? base : `${base}/`;
  catalogPromise = null;
}

let catalogPromise: Promise<DemoCatalog> | null = null;
/** assets/catalog.json, read once per asset base. */
export function loadCatalog(): Promise<DemoCatalog> {
  catalogPromise ??= fetch(`${assetBase}catalog.json`).then(async (response) => {
    if (!response.ok)
      throw new Error(`${assetBase}catalog.json answered ${response.status}: run \`pnpm assets\``);
    return (await response.json()) as DemoCatalog;
  });
  return catalogPromise;
}

const modelOf = (catalog: DemoCatalog, garment: Garment) => {
  const model = catalog.models.find((candidate) => candidate.id === garment);
  if (!model) throw new Error(`assets/catalog.json has no garment "${garment}"`);
  return model;
};

/** A garment with its parts' default materials and the studio environment. */
export function garmentDesign(catalog: DemoCatalog, garment: Garment): StoryDesign {
  const model = modelOf(catalog, garment);
  const config: CombinationConfigInput = {
    version: 'v3',
    parts: model.asset_data.parts.map((part) => ({
      value: part.value,
      text: part.text,
      ...(part.default ? { default: part.default } : {}),
      materials: part.materials ?? [],
      visible: true,
    })),
    environment_config: { url: `${assetBase}environments/studio.exr`, intensity: 1 },
  };
  return {
    modelUrl: `${assetBase}${model.asset_data.url}`,
    materials: catalog.materials.map(({ type: _type, ...material }) => material),
    config,
  };
}

/**
 * The garment's main colourway group: the parts sharing the first part's default
 * material, with one option per material (the first few the part allows).
 */
export function colourwayOptions(catalog: DemoCatalog, garment: Garment): string[] {
  const first = modelOf(catalog, garment).asset_data.parts[0]!;
  const family = first.default?.split('-')[0] ?? '';
  return (first.materials ?? []).filter((id) => id.startsWith(`${family}-`)).slice(0, 4);
}

export function withColourway(
  catalog: DemoCatalog,
  garment: Garment,
  design: StoryDesign,
  option: string,
): StoryDesign {
  const parts = modelOf(catalog, garment).asset_data.parts;
  const included = parts.filter((part) => part.default === parts[0]!.default).map((part) => part.value);
  const options = colourwayOptions(catalog, garment);
  return {
    ...design,
    config: {
      ...design.config,
      groups: [
        {
          value: 'main',
          name: 'Main colour',
          includeParts: included,
          defaultOption: options.includes(option) ? option : options[0]!,
          options: options.map((material) => ({
            oValue: material,
            oName: catalog.materials.find((record) => record.id === material)?.asset_data?.name ?? material,
            oParts: included.map((value) => ({ value, default: material })),
          })),
        },
      ],
    },
  };
}

/** The part each garment's variation shows or hides. */
export const VARIATION_PART: Record<Garment, string> = {
  tshirt: 'collar',
  hoodie: 'pocket',
  cap: 'button',
  tote: 'handles',
};

export function withVariation(garment: Garment, design: StoryDesign, shown: boolean): StoryDesign {
  const part = VARIATION_PART[garment];
  return {
    ...design,
    config: {
      ...design.config,
      variant: [
        {
          id: 'variation',
          name: `With ${part}`,
          includeParts: [part],
          defaultOptionId: shown ? 'with' : 'without',
          options: [
            { optionId: 'with', name: `With ${part}`, partConfig: [{ partId: part, visible: true }] },
            { optionId: 'without', name: `Without ${part}`, partConfig: [{ partId: part, visible: false }] },
          ],
        },
      ],
    },
  };
}

export interface DecalArgs {
  decal: string;
  /** A second decal image whose shape masks the first; empty for none. */
  mask: string;
  scale: number;
  rotation: number;
}

/** One editor canvas layer on the garment's decal part, masked by another demo image. */
export function withDecal(
  catalog: DemoCatalog,
  garment: Garment,
  design: StoryDesign,
  args: DecalArgs,
): StoryDesign {
  const model = modelOf(catalog, garment);
  const part = model.asset_data.default_decal_part ?? model.asset_data.parts[0]!.value;
  const png = (id: string) => catalog.decals.find((decal) => decal.id === id)?.png;
  const image = png(args.decal) ?? catalog.decals[0]!.png;
  const mask = args.mask ? png(args.mask) : undefined;
  const layer: CanvasDecalLayer = {
    id: 'story-decal',
    name: 'Story decal',
    position: { x: 0.5, y: 0.42 },
    scale: { x: args.scale, y: args.scale },
    rotation: args.rotation,
    color: '#ffffff',
    url: `${assetBase}${image}`,
    ...(mask
      ? {
          maskUrl: `${assetBase}${mask}`,
          maskPosition: { x: 0.5, y: 0.5 },
          maskScale: { x: 1, y: 1 },
          maskRotation: 0,
        }
      : {}),
  };
  return { ...design, decalLayers: { [part]: [layer] } };
}

export type BackgroundKind = 'color' | 'gradient' | 'image';

export interface SceneArgs {
  background: BackgroundKind;
  backgroundColor: string;
  backgroundImage: string;
  environment: string;
  environmentIntensity: number;
  lighting: readonly Light[];
  lightingAngle: number;
}

/** The scene presets: background (colour, gradient or image), environment, lighting. */
export function withScene(catalog: DemoCatalog, design: StoryDesign, args: SceneArgs): StoryDesign {
  const image =
    catalog.backgrounds.find((background) => background.id === args.backgroundImage) ??
    catalog.backgrounds[0]!;
  const environment =
    catalog.environments.find((candidate) => candidate.id === args.environment) ?? catalog.environments[0]!;
  const background_config =
    args.background === 'image'
      ? { type: 'img' as const, url: `${assetBase}${image.url}` }
      : args.background === 'gradient'
        ? {
            type: 'gradient' as const,
            color: `linear-gradient(160deg, ${args.backgroundColor} 0%, #ffffff 100%)`,
          }
        : { type: 'color' as const, color: args.backgroundColor };
  return {
    ...design,
    config: {
      ...design.config,
      background_config,
      environment_config: { url: `${assetBase}${environment.url}`, intensity: args.environmentIntensity },
      lighting_config: { layout: [...args.lighting], angle: args.lightingAngle },
    },
  };
}
