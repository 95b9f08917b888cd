import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LIGHTING_PRESETS, lightingLayout } from './engine-driver';
import {
  GARMENTS,
  colourwayOptions,
  garmentDesign,
  withColourway,
  withDecal,
  withScene,
  withVariation,
  type BackgroundKind,
  type Garment,
} from './demo-designs';
import { EngineView } from './EngineView';

/**
 * The engine as a library: the real viewer, driven through its public entry
 * ('@atelier/engine', all calls in ./engine-driver.ts), on the demo garments of /assets.
 * Every story's controls change the design it shows.
 */
interface EngineArgs {
  garment: Garment;
  colourway: number;
  shown: boolean;
  decal: string;
  mask: string;
  decalScale: number;
  decalRotation: number;
  background: BackgroundKind;
  backgroundColor: string;
  backgroundImage: string;
  environment: string;
  environmentIntensity: number;
  lighting: string;
  lightingAngle: number;
  captureWidth: number;
  captureHeight: number;
}

const DECALS = [
  'made-to-order-badge',
  'atelier-wordmark',
  'peach-bloom',
  'sunburst',
  'heart-mark',
  'checker',
];
const MASKS = ['', 'heart-mark', 'polka-dots', 'stripes', 'wave-lines'];
const BACKGROUNDS = [
  'studio-white',
  'studio-warm',
  'sage-wall',
  'concrete',
  'sunset-gradient',
  'bokeh-night',
];
const ENVIRONMENTS = [
  'studio',
  'room',
  'apartment',
  'city',
  'dawn',
  'forest',
  'night',
  'sunset',
  'warehouse',
];

/**
 * Waits until the view shows its design, its first frame drawn (a state, never a time);
 * an error the engine reports fails at once, with its message.
 */
async function shown(canvasElement: HTMLElement): Promise<HTMLElement> {
  const view = await within(canvasElement).findByTestId('engine-view', {}, { timeout: 60_000 });
  await waitFor(
    () =>
      expect(
        view.dataset.state === 'error' ||
          (view.dataset.state === 'ready' && view.dataset.firstFrame === 'true'),
      ).toBe(true),
    { timeout: 120_000 },
  );
  expect(view.dataset.state, within(view).getByRole('status').textContent ?? '').toBe('ready');
  return view;
}

const meta: Meta<EngineArgs> = {
  title: 'Engine/Viewer',
  // One canvas per story: "side by side" would start two engines.
  parameters: { sideBySide: false, layout: 'padded' },
  args: {
    garment: 'tshirt',
    colourway: 1,
    shown: false,
    decal: 'made-to-order-badge',
    mask: 'heart-mark',
    decalScale: 0.3,
    decalRotation: 0,
    background: 'color',
    backgroundColor: '#e8e4dc',
    backgroundImage: 'studio-white',
    environment: 'studio',
    environmentIntensity: 1,
    lighting: LIGHTING_PRESETS[0]!,
    lightingAngle: 0,
    captureWidth: 800,
    captureHeight: 600,
  },
  argTypes: {
    garment: { control: 'select', options: GARMENTS },
    colourway: { control: { type: 'range', min: 0, max: 3, step: 1 } },
    shown: { control: 'boolean', name: 'variation part shown' },
    decal: { control: 'select', options: DECALS },
    mask: { control: 'select', options: MASKS },
    decalScale: { control: { type: 'range', min: 0.05, max: 1, step: 0.05 } },
    decalRotation: { control: { type: 'range', min: -180, max: 180, step: 5 } },
    background: { control: 'inline-radio', options: ['color', 'gradient', 'image'] },
    backgroundColor: { control: 'color' },
    backgroundImage: { control: 'select', options: BACKGROUNDS },
    environment: { control: 'select', options: ENVIRONMENTS },
    environmentIntensity: { control: { type: 'range', min: 0, max: 3, step: 0.1 } },
    lighting: { control: 'select', options: LIGHTING_PRESETS },
    lightingAngle: { control: { type: 'range', min: -3.1, max: 3.1, step: 0.1 } },
    captureWidth: { control: { type: 'number', min: 64, max: 1920 } },
    captureHeight: { control: { type: 'number', min: 64, max: 1080 } },
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
  },
};

export default meta;
type Story = StoryObj<EngineArgs>;

const garmentStory = (garment: Garment): Story => ({
  args: { garment },
  parameters: { controls: { include: ['garment'] } },
  render: (args) => (
    <EngineView designKey={args.garment} build={(catalog) => garmentDesign(catalog, args.garment)} />
  ),
});

/** The demo tee with its parts' default materials. */
export const Tee = garmentStory('tshirt');
export const Hoodie = garmentStory('hoodie');
export const Cap = garmentStory('cap');
export const Tote = garmentStory('tote');

function ColourwaySwitch({ garment, colourway }: Pick<EngineArgs, 'garment' | 'colourway'>) {
  const [chosen, setChosen] = useState(colourway);
  return (
    <EngineView
      designKey={`${garment}:${chosen}`}
      build={(catalog) => {
        const options = colourwayOptions(catalog, garment);
        return withColourway(
          catalog,
          garment,
          garmentDesign(catalog, garment),
          options[chosen] ?? options[0]!,
        );
      }}
    >
      <div role="group" aria-label="Colourway" style={{ display: 'flex', gap: 8 }} data-chosen={chosen}>
        {[0, 1, 2, 3].map((index) => (
          <button key={index} type="button" aria-pressed={chosen === index} onClick={() => setChosen(index)}>
            Option {index + 1}
          </button>
        ))}
      </div>
    </EngineView>
  );
}

/** A colourway group over the parts sharing the main material; the buttons switch it. */
export const Colourway: Story = {
  parameters: { controls: { include: ['garment', 'colourway'] } },
  render: (args) => <ColourwaySwitch key={`${args.garment}:${args.colourway}`} {...args} />,
  play: async ({ canvasElement }) => {
    const view = await shown(canvasElement);
    const before = view.dataset.applied;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Option 3' }));
    // The switched design is applied on the same engine (no new first frame needed).
    await waitFor(() => expect(view.dataset.applied).toMatch(/:2$/), { timeout: 120_000 });
    expect(view.dataset.applied).not.toBe(before);
    expect(view.dataset.state).toBe('ready');
  },
};

/** A variation that shows or hides one part (the hoodie's pocket, the tote's handles...). */
export const Variation: Story = {
  args: { garment: 'hoodie', shown: false },
  parameters: { controls: { include: ['garment', 'shown'] } },
  render: (args) => (
    <EngineView
      designKey={`${args.garment}:${args.shown}`}
      build={(catalog) => withVariation(args.garment, garmentDesign(catalog, args.garment), args.shown)}
    />
  ),
};

/** An editor canvas layer on the decal part, its shape cut by a mask image. */
export const DecalWithMask: Story = {
  parameters: { controls: { include: ['garment', 'decal', 'mask', 'decalScale', 'decalRotation'] } },
  render: (args) => (
    <EngineView
      designKey={JSON.stringify([args.garment, args.decal, args.mask, args.decalScale, args.decalRotation])}
      build={(catalog) =>
        withDecal(catalog, args.garment, garmentDesign(catalog, args.garment), {
          decal: args.decal,
          mask: args.mask,
          scale: args.decalScale,
          rotation: args.decalRotation,
        })
      }
    />
  ),
};

const SCENE_CONTROLS = [
  'garment',
  'background',
  'backgroundColor',
  'backgroundImage',
  'environment',
  'environmentIntensity',
  'lighting',
  'lightingAngle',
];

const sceneStory = (overrides: Partial<EngineArgs>): Story => ({
  args: overrides,
  parameters: { controls: { include: SCENE_CONTROLS } },
  render: (args) => (
    <EngineView
      designKey={JSON.stringify(SCENE_CONTROLS.map((name) => args[name as keyof EngineArgs]))}
      build={(catalog) =>
        withScene(catalog, garmentDesign(catalog, args.garment), {
          background: args.background,
          backgroundColor: args.backgroundColor,
          backgroundImage: args.backgroundImage,
          environment: args.environment,
          environmentIntensity: args.environmentIntensity,
          lighting: lightingLayout(args.lighting),
          lightingAngle: args.lightingAngle,
        })
      }
    />
  ),
});

/** Scene presets: a colour background, the studio environment, the first lighting preset. */
export const SceneColour = sceneStory({ background: 'color' });
/** A gradient background, a dimmer environment and a coloured lighting preset. */
export const SceneGradient = sceneStory({
  background: 'gradient',
  backgroundColor: '#f6d365',
  environment: 'sunset',
  environmentIntensity: 0.6,
  lighting: 'Neon Nights',
  lightingAngle: -0.8,
});
/** A photo background and the city environment. */
export const SceneImage = sceneStory({
  garment: 'tote',
  background: 'image',
  backgroundImage: 'concrete',
  environment: 'city',
  lighting: 'Dramatic Contrast',
  lightingAngle: 0.6,
});

/** A capture (an offscreen render at the size asked for, as a PNG). */
export const Capture: Story = {
  parameters: { controls: { include: ['garment', 'captureWidth', 'captureHeight'] } },
  render: (args) => (
    <EngineView
      designKey={args.garment}
      build={(catalog) => garmentDesign(catalog, args.garment)}
      captureSize={[args.captureWidth, args.captureHeight]}
    />
  ),
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Capture/ }));
    const image = await within(canvasElement).findByRole('img', { name: 'Capture' }, { timeout: 60_000 });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(800), { timeout: 30_000 });
  },
};
