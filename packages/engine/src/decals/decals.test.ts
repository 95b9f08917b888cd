import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebGLRenderTarget } from 'three';
import type { CanvasDecalLayer } from '@atelier/schema';
import type { Viewer } from '../viewer/Viewer';
import type { DecalChange } from '../viewer/viewer-types';
import { internalsOf } from '../viewer/internals';
import { ManualScheduler, createTestServices, settleWithFrames } from '../test/services';
import { paintPng, testGarment } from '../test/test-garment';
import { createTestViewer, show, testDesign } from '../test/viewer-fixture';
import { mipLevelCount, type DecalCompositor } from './decal-compositor';

let viewer: Viewer | undefined;
afterEach(() => {
  viewer?.dispose();
  viewer = undefined;
});

const compositorOf = (v: Viewer): DecalCompositor => internalsOf(v).compositor;

const targetOf = (v: Viewer, part: string) =>
  (compositorOf(v) as unknown as { parts: Map<string, { target: WebGLRenderTarget }> }).parts.get(part)!
    .target;

/**
 * Reads one mip level of a part's decal canvas (level 0 by default); at(u, v) with v down
 * from the top of the texture. The canvas keeps a framebuffer per level, which
 * readRenderTargetPixels does not handle, so the level is bound and read directly.
 */
function readCanvas(v: Viewer, part: string, level = 0) {
  v.renderNow();
  const target = targetOf(v, part);
  const size = Math.max(1, target.width >> level);
  const pixels = new Uint8Array(size * size * 4);
  const previous = internalsOf(v).renderer.getRenderTarget();
  internalsOf(v).renderer.setRenderTarget(target, 0, level);
  const gl = internalsOf(v).renderer.getContext();
  gl.readPixels(0, 0, size, size, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  internalsOf(v).renderer.setRenderTarget(previous);
  return (u: number, vv: number): number[] => {
    const x = Math.min(size - 1, Math.floor(u * size));
    const y = Math.min(size - 1, Math.floor(vv * size));
    const i = (y * size + x) * 4;
    return [...pixels.subarray(i, i + 4)];
  };
}

const isYellow = ([r, g, b]: number[]) => r! > 200 && g! > 170 && b! < 80;
const isRed = ([r, g, b]: number[]) => r! > 150 && g! < 110 && b! < 90;

const decalDesign = () =>
  testDesign((c, g) => {
    c.decals = {
      placed: [
        {
          value: 'logo',
          part_binding: 'body',
          position: { x: 0.5, y: 0.4 },
          scale: { x: 0.25, y: 0.25 },
          material_config: { map: g.images.decal },
        },
      ],
    };
  });

const canvasLayer = async (extra: Partial<CanvasDecalLayer> = {}): Promise<CanvasDecalLayer> => ({
  id: 'layer-1',
  name: 'Logo',
  position: { x: 0.5, y: 0.5 },
  scale: { x: 0.3, y: 0.3 },
  rotation: 0,
  color: '#ffffff',
  url: (await testGarment()).images.decal,
  ...extra,
});

describe('decal compositing (GPU, UV space)', () => {
  it('draws a placed decal over the part base diffuse in its UV canvas', async () => {
    viewer = createTestViewer();
    await show(viewer, await decalDesign());
    viewer.renderNow();
    const at = readCanvas(viewer, 'body');
    expect(isYellow(at(0.5, 0.4))).toBe(true);
    expect(isRed(at(0.1, 0.9))).toBe(true);
    expect(viewer.decalLayers('body').map((l) => l.id)).toEqual(['logo']);
    expect(viewer.decalLayers('sleeves')).toEqual([]);
  });

  it('tints a layer with its colour', async () => {
    viewer = createTestViewer();
    const design = await testDesign();
    await show(viewer, { ...design, decalLayers: { body: [await canvasLayer({ color: '#00ffff' })] } });
    const [r, g, b] = readCanvas(viewer, 'body')(0.5, 0.5);
    // Yellow (255, 212, 0) times cyan keeps only green.
    expect(r).toBeLessThan(40);
    expect(g).toBeGreaterThan(150);
    expect(b).toBeLessThan(40);
  });

  it('applies a mask with its own position: only the part of the layer under the mask shows', async () => {
    viewer = createTestViewer();
    const design = await testDesign();
    const mask = await paintPng(64, 64, (c) => {
      c.fillStyle = '#fff';
      c.fillRect(0, 0, 32, 64);
    });
    // Stored mask values: y flipped and inverse scale (002 §4); this one covers the layer.
    const layer = await canvasLayer({
      maskUrl: mask,
      maskPosition: { x: 0.5, y: 0.5 },
      maskScale: { x: 1 / 0.3, y: 1 / 0.3 },
    });
    await show(viewer, { ...design, decalLayers: { body: [layer] } });
    let at = readCanvas(viewer, 'body');
    expect(isYellow(at(0.44, 0.5))).toBe(true);
    expect(isRed(at(0.56, 0.5))).toBe(true);
    // Moving the mask right by half the layer's width shows the right half instead.
    await show(viewer, {
      ...design,
      decalLayers: { body: [{ ...layer, maskPosition: { x: 0.65, y: 0.5 } }] },
    });
    at = readCanvas(viewer, 'body');
    expect(isRed(at(0.44, 0.5))).toBe(true);
    expect(isYellow(at(0.56, 0.5))).toBe(true);
  });

  it('keeps the garment transparency: a decal never paints over a cut-away region', async () => {
    viewer = createTestViewer();
    const holey = await paintPng(64, 64, (c) => {
      c.fillStyle = '#b4472f';
      c.fillRect(0, 0, 64, 64);
      c.clearRect(0, 0, 32, 64);
    });
    const design = await testDesign();
    design.materials = [
      ...design.materials!,
      { id: 'holey', vt_reference_data: { model_info: [{ textures: { diffuse: holey } }] } } as never,
    ];
    (design.config.parts as { default?: string }[])[0]!.default = 'holey';
    design.config.groups = [];
    await show(viewer, {
      ...design,
      decalLayers: { body: [await canvasLayer({ scale: { x: 0.5, y: 0.5 } })] },
    });
    const at = readCanvas(viewer, 'body');
    expect(at(0.4, 0.5)[3]).toBe(0);
    expect(at(0.6, 0.5)[3]).toBe(255);
    expect(isYellow(at(0.6, 0.5))).toBe(true);
  });

  it('moving one layer redraws only the touched region, within the next frame', async () => {
    const scheduler = new ManualScheduler();
    viewer = createTestViewer({ services: createTestServices({ scheduler }) });
    const design = await testDesign();
    await settleWithFrames(
      show(viewer, { ...design, decalLayers: { body: [await canvasLayer()] } }),
      scheduler,
    );
    scheduler.runFrame();
    const renderer = internalsOf(viewer).renderer;
    const target = targetOf(viewer, 'body');
    // Each draw: which target and mip level, and the scissor box it was clipped to.
    const draws: { canvas: boolean; level: number; scissor: number[] | null }[] = [];
    const render = renderer.render.bind(renderer);
    vi.spyOn(renderer, 'render').mockImplementation((scene, camera) => {
      const current = renderer.getRenderTarget();
      draws.push({
        canvas: current === target,
        level: renderer.getActiveMipmapLevel(),
        scissor: current?.scissorTest ? current.scissor.toArray() : null,
      });
      render(scene, camera);
    });
    expect(viewer.setDecalTransform('body', 'layer-1', { position: { x: 0.3, y: 0.5 } })).toBe(true);
    expect(scheduler.pending).toBe(1);
    scheduler.runFrame();
    // The canvas redrawn level by level (scissored to the old and new places of the layer,
    // no full-texture mipmap pass), then one frame.
    const levels = mipLevelCount(target.width);
    expect(draws).toHaveLength(levels + 1);
    expect(draws.slice(0, levels).map((d) => [d.canvas, d.level])).toEqual(
      Array.from({ length: levels }, (_, level) => [true, level]),
    );
    expect(draws[levels]!.canvas).toBe(false);
    const level0 = draws[0]!.scissor!;
    const width = level0[2]!;
    const height = level0[3]!;
    expect(width).toBeLessThan(target.width * 0.6);
    expect(height).toBeLessThan(target.width * 0.6);
    // Level 2 is a quarter of the size: its region too (give or take the margins).
    const level2 = draws[2]!.scissor!;
    expect(level2[2]).toBeLessThanOrEqual(Math.ceil(width / 4) + 5);
    // The mip levels follow the move too (a stale level would still show the old place).
    const small = readCanvas(viewer, 'body', 2);
    expect(isYellow(small(0.3, 0.5))).toBe(true);
    expect(isRed(small(0.62, 0.5))).toBe(true);
    const at = readCanvas(viewer, 'body');
    expect(isYellow(at(0.3, 0.5))).toBe(true);
    expect(isRed(at(0.62, 0.5))).toBe(true);
  });

  it('redraws the decal canvases at a new size set through setQuality, and back with auto', async () => {
    const scheduler = new ManualScheduler();
    viewer = createTestViewer({ services: createTestServices({ scheduler }) });
    await settleWithFrames(show(viewer, await decalDesign()), scheduler);
    scheduler.runFrame();
    const texture = compositorOf(viewer).textureOf('body')!;
    const widthOf = (t: { image: unknown }) => (t.image as { width: number }).width;
    expect(widthOf(texture)).toBe(256);

    viewer.setQuality({ decalCanvasSize: 128 });
    expect(viewer.quality.decalCanvasSize).toBe(128);
    expect(scheduler.pending).toBe(1);
    scheduler.runFrame();
    // The same texture (the material keeps it), now 128 px, with the decal drawn again.
    expect(compositorOf(viewer).textureOf('body')).toBe(texture);
    expect(widthOf(texture)).toBe(128);
    let at = readCanvas(viewer, 'body');
    expect(isYellow(at(0.5, 0.4))).toBe(true);
    expect(isRed(at(0.1, 0.9))).toBe(true);

    // Unchanged: no frame asked. 'auto' is the viewer's default (the test viewer's 256).
    viewer.setQuality({ decalCanvasSize: 128 });
    expect(scheduler.pending).toBe(0);
    viewer.setQuality({ decalCanvasSize: 'auto' });
    expect(viewer.quality.decalCanvasSize).toBe(256);
    at = readCanvas(viewer, 'body');
    expect(widthOf(texture)).toBe(256);
    expect(isYellow(at(0.5, 0.4))).toBe(true);
    expect(() => viewer!.setQuality({ decalCanvasSize: 0 })).toThrow(RangeError);
  });
});

describe('raycasting', () => {
  it('maps a pointer to part, uv, point and normal, and back to the screen', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    const hit = viewer.raycast(80, 60)!;
    expect(hit.part).toBe('body');
    expect(hit.uv.x).toBeCloseTo(0.5, 1);
    expect(hit.normal[2]).toBeGreaterThan(0.8);
    const screen = viewer.get2DPositionFrom3DPosition(...hit.point);
    expect(screen.x).toBeCloseTo(80, 0);
    expect(screen.y).toBeCloseTo(60, 0);
    expect(screen.visible).toBe(true);
    expect(viewer.raycast(2, 2)).toBeNull();
  });

  it('spawns a new decal at the front: the surface point at the centre, facing the camera', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    const spawn = viewer.spawnAtFront()!;
    expect(spawn.part).toBe('body');
    expect(spawn.normal[2]).toBeGreaterThan(0.8);
    viewer.setCameraTransform({ position: [0, 1, -6], target: [0, 0, 0] });
    const back = viewer.spawnAtFront()!;
    expect(back.normal[2]).toBeLessThan(-0.8);
    // A part elsewhere: the ray goes to the middle of that part.
    viewer.resetViewport();
    expect(viewer.spawnAtFront('collar')?.part).toBe('collar');
  });
});

describe('decal handle drags', () => {
  const setup = async () => {
    const scheduler = new ManualScheduler();
    viewer = createTestViewer({ services: createTestServices({ scheduler }) });
    const design = await testDesign();
    await settleWithFrames(
      show(viewer, { ...design, decalLayers: { body: [await canvasLayer()] } }),
      scheduler,
    );
    scheduler.runFrame();
    const changes: DecalChange[] = [];
    viewer.on('decalchange', (change) => changes.push(change));
    return { scheduler, changes, v: viewer };
  };

  it('pans with the pointer at frame rate, orbit controls off until release', async () => {
    const { scheduler, changes, v } = await setup();
    const centre = v.get2DPositionFrom3DPosition(...v.worldPositionAtUv('body', { x: 0.5, y: 0.5 })!);
    expect(v.beginDecalDrag({ part: 'body', id: 'layer-1', handle: 'pan', pointer: centre })).toBe(true);
    expect(v.orbitEnabled).toBe(false);
    // Several moves within one frame: the latest is applied once, in that frame.
    v.moveDecalDrag({ x: centre.x + 3, y: centre.y });
    v.moveDecalDrag({ x: centre.x + 8, y: centre.y });
    expect(changes).toHaveLength(0);
    scheduler.runFrame();
    expect(changes).toHaveLength(1);
    expect(changes[0]!.position.x).toBeGreaterThan(0.52);
    expect(changes[0]!.final).toBe(false);
    v.moveDecalDrag({ x: centre.x + 12, y: centre.y });
    scheduler.runFrame();
    expect(changes).toHaveLength(2);
    expect(changes[1]!.position.x).toBeGreaterThan(changes[0]!.position.x);
    v.endDecalDrag();
    expect(v.orbitEnabled).toBe(true);
    expect(changes.at(-1)!.final).toBe(true);
    expect(changes.at(-1)!.world_position).toBeDefined();
  });

  it('rotates around the decal centre (clockwise on screen is positive) and scales by distance', async () => {
    const { scheduler, changes, v } = await setup();
    const centre = v.get2DPositionFrom3DPosition(...v.worldPositionAtUv('body', { x: 0.5, y: 0.5 })!);
    v.beginDecalDrag({
      part: 'body',
      id: 'layer-1',
      handle: 'rotate',
      pointer: { x: centre.x + 20, y: centre.y },
    });
    v.moveDecalDrag({ x: centre.x, y: centre.y + 20 });
    scheduler.runFrame();
    v.endDecalDrag();
    expect(changes.at(-1)!.rotation).toBeCloseTo(90, 3);
    v.beginDecalDrag({
      part: 'body',
      id: 'layer-1',
      handle: 'scale',
      pointer: { x: centre.x + 10, y: centre.y },
    });
    v.moveDecalDrag({ x: centre.x + 20, y: centre.y });
    v.endDecalDrag();
    expect(changes.at(-1)!.scale.x).toBeCloseTo(0.6, 5);
    expect(changes.at(-1)!.final).toBe(true);
  });
});

describe('v2 decals', () => {
  it('migrates a v2 decal (diffuse + opacity) to one merged texture on load', async () => {
    viewer = createTestViewer();
    const migrated = vi.fn();
    viewer.on('designmigrated', migrated);
    const garment = await testGarment();
    await show(
      viewer,
      await testDesign((c) => {
        c.version = 'v2';
        c.decals = {
          placed: [
            {
              value: 'old',
              part_binding: 'body',
              material_config: { map: garment.images.decal, alphaMap: garment.images.opacity },
            },
          ],
        };
      }),
    );
    const event = migrated.mock.calls[0]![0];
    expect(event.failures).toEqual([]);
    expect(event.config.version).toBe('v3');
    expect(event.config.decals.placed[0].material_config.alphaMap).toBeUndefined();
    expect(viewer.decalLayers('body')[0]!.url).toMatch(/^data:image\/png;base64,/);
    expect(viewer.decalLayers('body')[0]!.mask).toBeUndefined();
  });

  it('keeps a decal whose conversion fails, and logs it', async () => {
    const services = createTestServices();
    viewer = createTestViewer({ services });
    const garment = await testGarment();
    await show(
      viewer,
      await testDesign((c) => {
        c.decals = {
          placed: [
            {
              value: 'old',
              part_binding: 'body',
              material_config: { map: garment.images.decal, alphaMap: '/missing.png' },
            },
          ],
        };
      }),
    );
    expect(services.logged.warnings.join('\n')).toMatch(
      /Decal "old" was not converted to v3.*Failed to load opacity map/,
    );
    const layer = viewer.decalLayers('body')[0]!;
    expect(layer.url).toBe(garment.images.decal);
    expect(layer.mask?.url).toBe('/missing.png');
  });
});
