import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CombinationConfigInput } from '@atelier/schema';
import type { Viewer } from './Viewer';
import type { ViewerWork } from './work-counters';
import { createTestViewer, show, testDesign, type TestDesign } from '../test/viewer-fixture';
import type { TestGarment } from '../test/test-garment';

let viewer: Viewer | undefined;
/** The decorated garment every test starts from. */
let decorated: TestDesign;
afterEach(() => {
  viewer?.dispose();
  viewer = undefined;
});

/** The test garment with a placed decal on the sleeves and one on the collar. */
const withDecals = (change: (config: CombinationConfigInput, garment: TestGarment) => void = () => {}) =>
  testDesign((config, garment) => {
    config.decals = {
      placed: [
        {
          value: 'sleeve-logo',
          part_binding: 'sleeves',
          position: { x: 0.5, y: 0.5 },
          material_config: { map: garment.images.decal },
        },
        {
          value: 'collar-logo',
          part_binding: 'collar',
          position: { x: 0.5, y: 0.5 },
          material_config: { map: garment.images.decal },
        },
      ],
    };
    change(config, garment);
  });

/** The work a step did: the counters' difference, after the frame it asked for is drawn. */
async function workOf(step: () => Promise<void>): Promise<ViewerWork> {
  viewer!.renderNow();
  const before = viewer!.work;
  await step();
  viewer!.renderNow();
  const after = viewer!.work;
  return Object.fromEntries(
    Object.entries(after).map(([name, value]) => [name, value - before[name as keyof ViewerWork]]),
  ) as unknown as ViewerWork;
}

beforeAll(async () => {
  decorated = await withDecals();
});

describe('Viewer: only the sections that changed are applied, as the work counters show', () => {
  it('draws every decal canvas and loads the environment once for a first design', async () => {
    viewer = createTestViewer();
    const work = await workOf(() => show(viewer!, decorated));
    expect(work.modelsLoaded).toBe(1);
    // Both canvases, each at least once (again when its decal image arrives).
    expect(work.decalCanvasesRedrawn).toBeGreaterThanOrEqual(2);
    expect(work.environmentsLoaded).toBe(1);
    expect(work.materialsRebuilt).toBeGreaterThan(0);
  });

  it('a colour change rebuilds that part material, redraws no decal canvas and loads no environment', async () => {
    viewer = createTestViewer();
    await show(viewer, decorated);
    // The colourway's blue option changes the body, which carries no decal.
    const blue = await withDecals((config) => void (config.groups![0]!.defaultOption = 'blue'));
    const work = await workOf(() => show(viewer!, blue, ['groups']));
    expect(work).toEqual({
      modelsLoaded: 0,
      materialsRebuilt: 1,
      decalCanvasesRedrawn: 0,
      backgroundsApplied: 0,
      lightingsApplied: 0,
      environmentsLoaded: 0,
    });
  });

  it('a decal move redraws only the canvas of the part it is on', async () => {
    viewer = createTestViewer();
    await show(viewer, decorated);
    const moved = await withDecals((config) => {
      const decal = (config.decals!.placed as { value: string; position?: unknown }[])[1]!;
      decal.position = { x: 0.4, y: 0.45 };
    });
    const work = await workOf(() => show(viewer!, moved, ['decals']));
    expect(work.decalCanvasesRedrawn).toBe(1);
    expect(work.materialsRebuilt).toBe(0);
    expect(work.environmentsLoaded).toBe(0);
    expect(viewer.decalLayers('collar')[0]!.position).toEqual({ x: 0.4, y: 0.45 });
    expect(viewer.decalLayers('sleeves')[0]!.position).toEqual({ x: 0.5, y: 0.5 });
  });

  it('leaves sections that were not named alone, and applies a named scene section by itself', async () => {
    viewer = createTestViewer();
    await show(viewer, decorated);
    const changed = await withDecals((config) => {
      config.groups![0]!.defaultOption = 'blue';
      config.background_config = { type: 'color', color: '#204080' };
    });
    // Only the colourway is named: the background is not the engine's to look at.
    const groupsOnly = await workOf(() => show(viewer!, changed, ['groups']));
    expect(groupsOnly.backgroundsApplied).toBe(0);
    const background = await workOf(() => show(viewer!, changed, ['background_config']));
    expect(background).toEqual({
      modelsLoaded: 0,
      materialsRebuilt: 0,
      decalCanvasesRedrawn: 0,
      backgroundsApplied: 1,
      lightingsApplied: 0,
      environmentsLoaded: 0,
    });
  });
});
