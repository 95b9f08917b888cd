import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mesh, WebGLRenderer, type MeshStandardMaterial } from 'three';
import { DesignDocumentSchema } from '@atelier/schema';
import { Viewer } from './Viewer';
import { ManualScheduler, countingFetch, createTestServices, settleWithFrames } from '../test/services';
import { createTestViewer, pixelAt, readCanvasPixels, show, testDesign } from '../test/viewer-fixture';
import { internalsOf } from './internals';
import { testGarment } from '../test/test-garment';
import { DESKTOP_PLATFORM } from '../services/services';

let viewer: Viewer | undefined;
afterEach(() => {
  viewer?.dispose();
  viewer = undefined;
});

const partMaterial = (v: Viewer, name: string): MeshStandardMaterial => {
  let found: MeshStandardMaterial | undefined;
  internalsOf(v).scene.traverse((o) => {
    if (!found && o instanceof Mesh && (o.name === name || o.parent?.name === name))
      found = o.material as MeshStandardMaterial;
  });
  return found!;
};
const expectClose = (actual: number[], expected: number[]) =>
  actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 6));
const partVisible = (v: Viewer, name: string): boolean => {
  let visible = false;
  internalsOf(v).scene.traverse((o) => {
    if (o.name === name) visible = o instanceof Mesh ? o.visible : o.children.every((c) => c.visible);
  });
  return visible;
};

describe('Viewer: scene and render on demand', () => {
  it('sets up a WebGL2 renderer and the default camera [0,1,6] looking at the origin, fov 50', () => {
    viewer = createTestViewer();
    expect(internalsOf(viewer).renderer.getContext()).toBeInstanceOf(WebGL2RenderingContext);
    expect(internalsOf(viewer).camera.fov).toBe(50);
    expectClose(viewer.getCameraTransform().position, [0, 1, 6]);
    expectClose(viewer.getCameraTransform().target, [0, 0, 0]);
  });

  it('draws no frame when nothing changed, one per change however many changes', () => {
    const scheduler = new ManualScheduler();
    viewer = createTestViewer({ services: createTestServices({ scheduler }) });
    scheduler.runFrame();
    const drawn = internalsOf(viewer).renderer.info.render.frame;
    scheduler.runFrame();
    scheduler.runFrame();
    expect(internalsOf(viewer).renderer.info.render.frame).toBe(drawn);
    expect(scheduler.pending).toBe(0);
    viewer.invalidate();
    viewer.invalidate();
    viewer.setSize(200, 100);
    expect(scheduler.pending).toBe(1);
    scheduler.runFrame();
    expect(viewer.frameCount).toBe(2);
    scheduler.runFrame();
    expect(viewer.frameCount).toBe(2);
  });

  it('resizes the drawing buffer and the camera aspect', () => {
    viewer = createTestViewer();
    viewer.setSize(300, 100);
    expect(internalsOf(viewer).renderer.getContext().drawingBufferWidth).toBe(300);
    expect(internalsOf(viewer).camera.aspect).toBe(3);
  });

  it('changes the pixel ratio through setQuality (auto: the viewer default) and redraws', () => {
    const scheduler = new ManualScheduler();
    viewer = createTestViewer({ services: createTestServices({ scheduler }) });
    scheduler.runFrame();
    expect(viewer.quality.pixelRatio).toBe(1);
    viewer.setQuality({ pixelRatio: 2 });
    expect(internalsOf(viewer).renderer.getPixelRatio()).toBe(2);
    expect(internalsOf(viewer).renderer.getContext().drawingBufferWidth).toBe(320);
    expect(internalsOf(viewer).camera.aspect).toBeCloseTo(160 / 120, 6);
    expect(scheduler.pending).toBe(1);
    scheduler.runFrame();
    viewer.setQuality({ pixelRatio: 2 });
    expect(scheduler.pending).toBe(0);
    viewer.setQuality({ pixelRatio: 'auto' });
    expect(viewer.quality.pixelRatio).toBe(1);
    expect(internalsOf(viewer).renderer.getContext().drawingBufferWidth).toBe(160);
    expect(() => viewer!.setQuality({ pixelRatio: -1 })).toThrow(RangeError);
  });

  it('resets the viewport to the design camera or the default', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    viewer.setCameraTransform({ position: [3, 3, 3], target: [0, 0.5, 0] });
    viewer.resetViewport();
    expectClose(viewer.getCameraTransform().position, [0, 1, 6]);
    await show(
      viewer,
      await testDesign((c) => {
        c.initialCameraTransform = { position: [0, 2, 4], target: [0, 0.2, 0] };
      }),
    );
    viewer.resetViewport();
    expectClose(viewer.getCameraTransform().position, [0, 2, 4]);
  });

  it('lists shortcuts and resets the viewport on R', async () => {
    viewer = createTestViewer();
    expect(viewer.shortcuts.map((s) => s.action)).toContain('resetViewport');
    viewer.setCameraTransform({ position: [4, 0, 0], target: [0, 0, 0] });
    const seen = vi.fn();
    viewer.on('shortcut', seen);
    internalsOf(viewer).renderer.domElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'r' }));
    expectClose(viewer.getCameraTransform().position, [0, 1, 6]);
    expect(seen).toHaveBeenCalledWith({ action: 'resetViewport' });
  });
});

describe('Viewer: loading', () => {
  it('loads a GLB, maps meshes to parts by name and reports progress', async () => {
    viewer = createTestViewer();
    const progress = vi.fn();
    const loaded = vi.fn();
    viewer.on('progress', progress);
    viewer.on('load', loaded);
    await show(viewer, await testDesign((c) => void c.parts!.push({ value: 'hood', text: 'Hood' })));
    expect(progress).toHaveBeenCalled();
    expect(progress.mock.calls.at(-1)![0].ratio).toBe(1);
    expect(loaded.mock.calls[0]![0].parts.sort()).toEqual(['body', 'collar', 'pocket', 'sleeves']);
    expect(loaded.mock.calls[0]![0].partsWithoutMeshes).toEqual(['hood']);
    const frame = readCanvasPixels(viewer);
    // The garment covers the middle of the view.
    expect(pixelAt(frame, 80, 60)).not.toEqual(pixelAt(frame, 2, 2));
  });

  it('gives a clear error event (not a blank canvas) when the model fails to load', async () => {
    viewer = createTestViewer();
    const errors = vi.fn();
    viewer.on('error', errors);
    await expect(show(viewer, { model: { url: '/no/such/model.glb' }, config: {} })).rejects.toThrow(
      /Failed to load model "\/no\/such\/model.glb": HTTP 404/,
    );
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'model-load-failed', url: '/no/such/model.glb' }),
    );
    const frame = readCanvasPixels(viewer);
    // The background is drawn.
    expect(pixelAt(frame, 10, 10).slice(0, 3)).toEqual([244, 241, 236]);
  });

  it('rejects garbage bytes as a model with the same error event', async () => {
    viewer = createTestViewer();
    const errors = vi.fn();
    viewer.on('error', errors);
    const url = URL.createObjectURL(new Blob(['not a model']));
    await expect(show(viewer, { model: { url, format: 'glb' }, config: {} })).rejects.toThrow(
      /Failed to load model/,
    );
    expect(errors.mock.calls[0]![0].code).toBe('model-load-failed');
  });
});

describe('Viewer: materials and designs', () => {
  it('builds PBR materials from material records with the documented defaults', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    const body = partMaterial(viewer, 'body');
    expect(body.roughness).toBe(0.85);
    expect(body.metalness).toBe(0);
    expect(body.map).not.toBeNull();
    const collar = partMaterial(viewer, 'collar');
    expect(collar.normalMap).not.toBeNull();
    expect(collar.normalScale.toArray()).toEqual([6, 6]);
    const pocket = partMaterial(viewer, 'pocket');
    expect(pocket.metalness).toBe(0.9);
    expect(pocket.roughness).toBe(0.3);
  });

  it('uses opacity maps with alpha test 0.5 and tiles by scale_x / scale_y', async () => {
    viewer = createTestViewer();
    await show(
      viewer,
      await testDesign((c) => {
        c.parts![3]!.default = 'mesh-cream';
        c.groups![0]!.defaultOption = 'blue';
      }),
    );
    const pocket = partMaterial(viewer, 'pocket');
    expect(pocket.alphaMap).not.toBeNull();
    expect(pocket.alphaTest).toBe(0.5);
    expect(partMaterial(viewer, 'body').map!.repeat.toArray()).toEqual([2, 2]);
  });

  it('asks the image helper for 4096 px when scale is 1 and 1024 otherwise', async () => {
    const widths = new Map<string, number>();
    const services = createTestServices({
      resolveImageUrl: (url, width) => {
        widths.set(url, width);
        return url;
      },
    });
    viewer = createTestViewer({ services, textureRequestWidths: undefined });
    const design = await testDesign((c) => void (c.groups![0]!.defaultOption = 'blue'));
    await show(viewer, design);
    const red = design.materials!.find((m) => m.id === 'cotton-red')!.vt_reference_data!.model_info![0]!
      .textures.diffuse!;
    const blue = design.materials!.find((m) => m.id === 'cotton-blue')!.vt_reference_data!.model_info![0]!
      .textures.diffuse!;
    expect(widths.get(red)).toBe(4096);
    expect(widths.get(blue)).toBe(1024);
  });

  it('tiles per metre of cloth where the model gives its parts a UV span, per UV square elsewhere', async () => {
    const widths = new Map<string, number>();
    const services = createTestServices({
      resolveImageUrl: (url, width) => {
        widths.set(url, width);
        return url;
      },
    });
    viewer = createTestViewer({ services, textureRequestWidths: undefined });
    const { spannedModelUrl } = await testGarment();
    const design = await testDesign((c) => void (c.groups![0]!.defaultOption = 'blue'));
    await show(viewer, { ...design, model: { url: spannedModelUrl, format: 'glb' } });
    // cotton-blue (2 per metre) on the body's 3 m; cotton-red (1 per metre) on the
    // sleeves' 1.1 m, a span given on their group's node.
    expect(partMaterial(viewer, 'body').map!.repeat.toArray()).toEqual([6, 6]);
    expect(partMaterial(viewer, 'sleeves').map!.repeat.toArray()).toEqual([1.1, 1.1]);
    expect(partMaterial(viewer, 'pocket').map!.repeat.toArray()).toEqual([0.4, 0.4]);
    // The width asked of the image helper follows the record's scale, not the repeat.
    const diffuseOf = (id: string) =>
      design.materials!.find((m) => m.id === id)!.vt_reference_data!.model_info![0]!.textures.diffuse!;
    expect(widths.get(diffuseOf('cotton-red'))).toBe(4096);
    expect(widths.get(diffuseOf('cotton-blue'))).toBe(1024);
    // The same design on a model without spans: the scale is repeats per UV square.
    await show(viewer, design);
    expect(partMaterial(viewer, 'body').map!.repeat.toArray()).toEqual([2, 2]);
    expect(partMaterial(viewer, 'sleeves').map!.repeat.toArray()).toEqual([1, 1]);
  });

  it('loads an image once and uploads one GPU texture for parts tiling it differently', async () => {
    const loads = new Map<string, number>();
    const services = createTestServices();
    const loadImage = services.loadImage;
    services.loadImage = (url, signal) => {
      loads.set(url, (loads.get(url) ?? 0) + 1);
      return loadImage(url, signal);
    };
    viewer = createTestViewer({ services });
    const { spannedModelUrl } = await testGarment();
    // Without spans, body and sleeves (both cotton-red) hold one texture object.
    const plain = await testDesign();
    await show(viewer, plain);
    readCanvasPixels(viewer);
    const texturesWhenShared = internalsOf(viewer).renderer.info.memory.textures;
    await show(viewer, { ...plain, model: { url: spannedModelUrl, format: 'glb' } });
    // Both parts change to cotton-blue together, each asking for its own repeat.
    const blue = await testDesign((c) => {
      c.groups![0]!.defaultOption = 'blue';
      c.groups![0]!.options![1]!.oParts = [
        { value: 'body', default: 'cotton-blue' },
        { value: 'sleeves', default: 'cotton-blue' },
      ];
    });
    await show(viewer, { ...blue, model: { url: spannedModelUrl, format: 'glb' } });
    readCanvasPixels(viewer);
    const body = partMaterial(viewer, 'body').map!;
    const sleeves = partMaterial(viewer, 'sleeves').map!;
    expect(body.repeat.toArray()).toEqual([6, 6]);
    expect(sleeves.repeat.toArray()).toEqual([2.2, 2.2]);
    expect(body.source).toBe(sleeves.source);
    const blueUrl = blue.materials!.find((m) => m.id === 'cotton-blue')!.vt_reference_data!.model_info![0]!
      .textures.diffuse!;
    expect(loads.get(blueUrl)).toBe(1);
    const gpuTexture = (texture: object) =>
      (
        internalsOf(viewer!).renderer.properties as unknown as {
          get(o: object): { __webglTexture?: WebGLTexture };
        }
      ).get(texture).__webglTexture;
    expect(gpuTexture(body)).toBeInstanceOf(WebGLTexture);
    expect(gpuTexture(sleeves)).toBe(gpuTexture(body));
    expect(internalsOf(viewer).renderer.info.memory.textures).toBe(texturesWhenShared);
  });

  it('shares textures across parts through a reference-counted cache', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    // body and sleeves both wear cotton-red: one texture object.
    expect(partMaterial(viewer, 'body').map).toBe(partMaterial(viewer, 'sleeves').map);
    expect(partMaterial(viewer, 'body')).not.toBe(partMaterial(viewer, 'sleeves'));
  });

  it('applies colorway options and variation options', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    const redMap = partMaterial(viewer, 'body').map;
    await show(
      viewer,
      await testDesign((c) => {
        c.groups![0]!.defaultOption = 'blue';
        c.variant![0]!.options![1]!.current = true;
      }),
    );
    expect(partMaterial(viewer, 'body').map).not.toBe(redMap);
    expect(partMaterial(viewer, 'sleeves').map).toBe(redMap);
    expect(partVisible(viewer, 'pocket')).toBe(false);
    expect(partVisible(viewer, 'body')).toBe(true);
  });

  it('updates only what changed: a colour change does not reload the model', async () => {
    const { fetch, counts } = countingFetch();
    viewer = createTestViewer({ services: createTestServices({ fetch }) });
    const design = await testDesign();
    await show(viewer, design);
    const bodyMaterial = partMaterial(viewer, 'body');
    const collarMaterial = partMaterial(viewer, 'collar');
    const collarMap = collarMaterial.map;
    const collarVersion = collarMaterial.version;
    await show(viewer, await testDesign((c) => void (c.groups![0]!.defaultOption = 'blue')));
    expect(counts.get(design.model.url)).toBe(1);
    // The same material objects are updated in place; untouched parts are not touched.
    expect(partMaterial(viewer, 'body')).toBe(bodyMaterial);
    expect(partMaterial(viewer, 'collar').map).toBe(collarMap);
    expect(collarMaterial.version).toBe(collarVersion);
  });

  it('keeps the model own material for parts without a known material record', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign((c) => void (c.parts![2]!.default = 'unknown-material')));
    const collar = partMaterial(viewer, 'collar');
    expect(collar.map).toBeNull();
    expect(collar.color.getHex()).not.toBe(0xffffff);
  });

  it('swaps the model without rebuilding part materials', async () => {
    const { fetch, counts } = countingFetch();
    viewer = createTestViewer({ services: createTestServices({ fetch }) });
    const design = await testDesign();
    await show(viewer, design);
    const body = partMaterial(viewer, 'body');
    const copy = URL.createObjectURL(await (await globalThis.fetch(design.model.url)).blob());
    await show(viewer, { ...design, model: { url: copy, format: 'glb' } });
    expect(counts.get(copy)).toBe(1);
    expect(partMaterial(viewer, 'body')).toBe(body);
    expect(body.map).not.toBeNull();
    let meshes = 0;
    internalsOf(viewer).scene.traverse((o) => void (o instanceof Mesh && o.material === body && meshes++));
    expect(meshes).toBe(1);
  });

  it('coalesces designs sent while one is applying (the latest wins)', async () => {
    viewer = createTestViewer();
    const first = show(viewer, await testDesign());
    const second = show(viewer, await testDesign((c) => void (c.groups![0]!.defaultOption = 'blue')));
    const third = show(viewer, await testDesign((c) => void (c.variant![0]!.defaultOptionId = 'without')));
    await Promise.all([first, second, third]);
    expect(partVisible(viewer, 'pocket')).toBe(false);
    expect(viewer.config?.groups[0]?.defaultOption).toBe('red');
  });

  // The document is validated once, by whoever made it (the protocol server, the editor
  // store); what the engine still refuses is a document it cannot show: one without a model.
  it('rejects a design without a model with an invalid-design error', async () => {
    viewer = createTestViewer();
    const errors = vi.fn();
    viewer.on('error', errors);
    await expect(viewer.applyDesign(DesignDocumentSchema.parse({ config: { parts: [] } }))).rejects.toThrow(
      /Invalid design/,
    );
    expect(errors.mock.calls[0]![0].code).toBe('invalid-design');
  });
});

describe('Viewer: scene settings', () => {
  it('sets shadow maps to 4096 on desktop and 512 on iOS and Android', () => {
    const desktop = new Viewer({
      canvas: document.createElement('canvas'),
      services: createTestServices(),
      platform: DESKTOP_PLATFORM,
    });
    const mainLight = (v: Viewer) =>
      internalsOf(v).scene.getObjectByName('main-light') as unknown as { shadow: { mapSize: { x: number } } };
    expect(mainLight(desktop).shadow.mapSize.x).toBe(4096);
    desktop.dispose();
    const ios = new Viewer({
      canvas: document.createElement('canvas'),
      services: createTestServices(),
      platform: { mobile: true, ios: true, android: false },
    });
    expect(mainLight(ios).shadow.mapSize.x).toBe(512);
    ios.dispose();
  });

  it('applies environment intensity at once and lighting presets with their angle', async () => {
    viewer = createTestViewer({ shadowMapSize: 1024 });
    const castsShadow: boolean[] = [];
    const main = () =>
      internalsOf(viewer!).scene.getObjectByName('main-light') as unknown as {
        castShadow: boolean;
        shadow: { mapSize: { x: number } };
      };
    let loaded = false;
    viewer.on('load', () => (loaded = true));
    viewer.on('frame', () => loaded && castsShadow.push(main().castShadow));
    await show(viewer, await testDesign());
    // The garment's first frame has no shadow pass; the shadow (full size) follows.
    expect(castsShadow[0]).toBe(false);
    expect(main().castShadow).toBe(true);
    expect(main().shadow.mapSize.x).toBe(1024);
    expect(internalsOf(viewer).scene.environment).not.toBeNull();
    const lights = () =>
      internalsOf(viewer!)
        .scene.getObjectByName('lighting')!
        .children.filter((o) => 'intensity' in o) as unknown as {
        intensity: number;
        type: string;
        position: { x: number; z: number };
      }[];
    expect(lights().map((l) => l.intensity)).toEqual([0.5, 1, 0.8, 0.65, 0]);
    const environment = internalsOf(viewer).scene.environment;
    await show(
      viewer,
      await testDesign((c) => {
        c.environment_config = { intensity: 2.5 };
        c.lighting_config = {
          layout: [{ position: [5, 0, 0], rotation: [0, 0, 0], intensity: 1.2 }],
          angle: Math.PI / 2,
        };
      }),
    );
    expect(internalsOf(viewer).scene.environmentIntensity).toBe(2.5);
    expect(internalsOf(viewer).scene.environment).toBe(environment);
    const layoutLight = lights()[2]!;
    expect(layoutLight.intensity).toBe(1.2);
    // Turned a quarter about the vertical axis: +x goes to -z.
    expect(layoutLight.position.x).toBeCloseTo(0);
    expect(layoutLight.position.z).toBeCloseTo(-5);
  });

  it('draws each background type', async () => {
    viewer = createTestViewer();
    await show(
      viewer,
      await testDesign((c) => void (c.background_config = { type: 'color', color: '#204080' })),
    );
    expect(pixelAt(readCanvasPixels(viewer), 3, 3).slice(0, 3)).toEqual([0x20, 0x40, 0x80]);
    await show(
      viewer,
      await testDesign(
        (c) =>
          void (c.background_config = {
            type: 'gradient',
            color: 'linear-gradient(180deg, #ff0000, #0000ff)',
          }),
      ),
    );
    const gradient = readCanvasPixels(viewer);
    expect(pixelAt(gradient, 3, 2)[0]).toBeGreaterThan(200);
    expect(pixelAt(gradient, 3, 117)[2]).toBeGreaterThan(200);
    await show(
      viewer,
      await testDesign((c, g) => void (c.background_config = { type: 'img', url: g.images.background })),
    );
    const image = readCanvasPixels(viewer);
    expect(pixelAt(image, 2, 2)[2]).toBeGreaterThan(pixelAt(image, 157, 117)[2]!);
  });

  it('loads an HDR environment (Radiance .hdr bytes)', async () => {
    viewer = createTestViewer();
    const width = 16;
    const height = 8;
    const header = `#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y ${height} +X ${width}\n`;
    const bytes = new Uint8Array(header.length + width * height * 4);
    bytes.set(new TextEncoder().encode(header));
    for (let i = header.length; i < bytes.length; i += 4) bytes.set([128, 128, 128, 129], i);
    const url = URL.createObjectURL(new Blob([bytes]));
    const errors = vi.fn();
    viewer.on('error', errors);
    await show(viewer, await testDesign((c) => void (c.environment_config = { url, intensity: 1 })));
    expect(errors).not.toHaveBeenCalled();
    expect(internalsOf(viewer).scene.environment).not.toBeNull();
  });
});

describe('Viewer: dispose', () => {
  it(
    'leaves renderer.info.memory where it started after loading and disposing a design 20 times',
    { timeout: 120_000 },
    async () => {
      const renderer = new WebGLRenderer({ canvas: document.createElement('canvas') });
      const design = await testDesign((c, g) => {
        c.decals = {
          placed: [{ value: 'd1', part_binding: 'body', material_config: { map: g.images.decal } }],
        };
        c.background_config = { type: 'img', url: g.images.background };
      });
      const cycle = async () => {
        const v = createTestViewer({ renderer });
        await show(v, design);
        v.renderNow();
        const loaded = { ...renderer.info.memory };
        v.dispose();
        return loaded;
      };
      // The first cycle lets three.js make its own once-per-renderer resources (the
      // background quad, the BRDF lookup table); they are not the viewer's.
      await cycle();
      const baseline = { ...renderer.info.memory };
      const programs = renderer.info.programs?.length ?? 0;
      for (let i = 0; i < 20; i++) {
        const loaded = await cycle();
        expect(loaded.textures).toBeGreaterThan(baseline.textures + 3);
        expect({ cycle: i, ...renderer.info.memory }).toEqual({ cycle: i, ...baseline });
      }
      expect(renderer.info.programs?.length ?? 0).toBe(programs);
      renderer.dispose();
    },
  );

  it(
    'frees everything a design made when it is unloaded (one viewer, 5 designs)',
    { timeout: 60_000 },
    async () => {
      viewer = createTestViewer({
        renderer: new WebGLRenderer({ canvas: document.createElement('canvas') }),
      });
      const design = await testDesign((c, g) => {
        c.decals = {
          placed: [{ value: 'd1', part_binding: 'body', material_config: { map: g.images.decal } }],
        };
      });
      const cycle = async () => {
        await show(viewer!, design);
        viewer!.renderNow();
        viewer!.unloadDesign();
        viewer!.renderNow();
      };
      // The environment map and the shadow map stay with the viewer between designs.
      await cycle();
      const baseline = { ...internalsOf(viewer).renderer.info.memory };
      for (let i = 0; i < 5; i++) {
        await cycle();
        expect({ ...internalsOf(viewer).renderer.info.memory }).toEqual(baseline);
      }
      viewer.dispose();
      internalsOf(viewer).renderer.dispose();
      viewer = undefined;
    },
  );

  it('settles pending designs and stops drawing on dispose', async () => {
    const scheduler = new ManualScheduler();
    viewer = createTestViewer({ services: createTestServices({ scheduler }) });
    const applying = show(viewer, await testDesign());
    viewer.dispose();
    await settleWithFrames(applying, scheduler);
    expect(scheduler.pending).toBe(0);
  });
});
