/**
 * The render-fidelity scenarios: one golden image each (src/__goldens__/<name>.png),
 * rendered at 256x192 from the test garment. Adding a scenario here adds a golden.
 */
import type { CanvasDecalLayer, CombinationConfigInput } from '@atelier/schema';
import { lightingPresetLayout } from '@atelier/domain';
import type { TestGarment } from './test-garment';

export interface GoldenScenario {
  name: string;
  /** Changes the test garment's design. */
  design: (config: CombinationConfigInput, garment: TestGarment) => void;
  /** Editor canvas layers by part. */
  layers?: (garment: TestGarment) => Record<string, CanvasDecalLayer[]>;
  /** Another model url than the test garment's. */
  model?: (garment: TestGarment) => string;
}

const logo = (garment: TestGarment, extra: Partial<CanvasDecalLayer> = {}): CanvasDecalLayer => ({
  id: 'logo',
  name: 'Logo',
  position: { x: 0.5, y: 0.42 },
  scale: { x: 0.3, y: 0.3 },
  rotation: -15,
  color: '#ffffff',
  url: garment.images.decal,
  ...extra,
});

export const GOLDEN_SCENARIOS: readonly GoldenScenario[] = [
  { name: 'default-scene', design: () => {} },
  { name: 'colorway-red', design: (c) => void (c.groups![0]!.defaultOption = 'red') },
  { name: 'colorway-blue', design: (c) => void (c.groups![0]!.defaultOption = 'blue') },
  { name: 'variation-no-pocket', design: (c) => void (c.variant![0]!.defaultOptionId = 'without') },
  {
    name: 'decal',
    design: (c, g) =>
      void (c.decals = {
        placed: [
          {
            value: 'logo',
            part_binding: 'body',
            position: { x: 0.5, y: 0.42 },
            scale: { x: 0.3, y: 0.3 },
            rotation: 15,
            material_config: { map: g.images.decal },
          },
        ],
      }),
  },
  {
    name: 'decal-with-mask',
    design: () => {},
    layers: (g) => ({
      body: [
        logo(g, {
          maskUrl: g.images.mask,
          maskPosition: { x: 0.55, y: 0.58 },
          maskScale: { x: 3, y: 3 },
          maskRotation: 0,
        }),
      ],
    }),
  },
  {
    name: 'background-color',
    design: (c) => void (c.background_config = { type: 'color', color: '#1f3a5f' }),
  },
  {
    name: 'background-gradient',
    design: (c) =>
      void (c.background_config = {
        type: 'gradient',
        color: 'linear-gradient(160deg, #f6d365 0%, #fda085 100%)',
      }),
  },
  {
    name: 'background-image',
    design: (c, g) => void (c.background_config = { type: 'img', url: g.images.background }),
  },
  {
    name: 'lighting-dramatic-contrast',
    design: (c) =>
      void (c.lighting_config = { layout: lightingPresetLayout('Dramatic Contrast'), angle: 0.6 }),
  },
  {
    name: 'lighting-neon-nights',
    design: (c) => void (c.lighting_config = { layout: lightingPresetLayout('Neon Nights'), angle: -0.8 }),
  },
  { name: 'environment-intensity-3', design: (c) => void (c.environment_config = { intensity: 3 }) },
  {
    // Last, so that the scenarios before it share one load of the test garment.
    name: 'tiling-per-metre',
    model: (g) => g.spannedModelUrl,
    // Body and sleeves in cotton-red (1 repeat per metre): 3 repeats round the body, 1.1
    // round a sleeve, checks of about one width on both; the decal's canvas bakes the
    // body's tiling in.
    design: (c, g) => {
      c.decals = {
        placed: [
          {
            value: 'logo',
            part_binding: 'body',
            position: { x: 0.5, y: 0.42 },
            scale: { x: 0.3, y: 0.3 },
            rotation: 15,
            material_config: { map: g.images.decal },
          },
        ],
      };
    },
  },
];
