import { describe, expect, it } from 'vitest';
import { DirectionalLight, Group, Mesh } from 'three';
import { CombinationConfigSchema } from '@atelier/schema';
import { maskFromStored, maskToStored, decalPartOf } from '../decals/decal-layer';
import { resolvePartAppearances } from '@atelier/domain';
import { normalizeRotation } from '../interaction/decal-drag';
import { guessModelFormat } from '../loading/model-loader';
import { partUvSpan } from '../loading/part-map';
import { readMaterialLook, textureRepeat, textureRequestWidth } from '../materials/material-record';
import { parseCssGradient } from '../scene/css-gradient';
import { lightingPresetLayout, LIGHTING_PRESET_LAYOUTS } from '@atelier/domain';
import { SceneLighting } from '../scene/lighting';
import { createImageUrlResolver, detectPlatform } from '../services/services';
import { fitSize, clampQuality } from '../workers/texture-processing';
import { ManualScheduler } from '../test/services';
import { FrameLoop } from './frame-loop';

describe('services', () => {
  it('sends stored ids through the image helper and passes URLs and paths through', () => {
    const resolve = createImageUrlResolver();
    expect(resolve('a1b2.png', 4096)).toBe('/api/img/original/a1b2.png?w=4096');
    expect(resolve('data:image/png;base64,AAA', 1024)).toBe('data:image/png;base64,AAA');
    expect(resolve('blob:http://x/1', 1024)).toBe('blob:http://x/1');
    expect(resolve('https://cdn.example.com/a.png', 1024)).toBe('https://cdn.example.com/a.png');
    expect(resolve('/files/a.png', 1024)).toBe('/files/a.png');
    expect(createImageUrlResolver(undefined, '/assets/')('materials/a/diffuse.webp', 1024)).toBe(
      '/assets/materials/a/diffuse.webp',
    );
  });

  it('reads the platform from the user agent', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile')).toEqual({
      mobile: true,
      ios: true,
      android: false,
    });
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toMatchObject({
      android: true,
      mobile: true,
    });
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 5)).toMatchObject({ ios: true });
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toEqual({
      mobile: false,
      ios: false,
      android: false,
    });
  });

  it('takes a small touch screen for a phone whatever its user agent says', () => {
    const desktopAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140';
    expect(detectPlatform(desktopAgent, 5, true)).toEqual({ mobile: true, ios: false, android: false });
    expect(detectPlatform(desktopAgent, 5, false).mobile).toBe(false);
  });
});

describe('frame loop (render on demand)', () => {
  it('requests one frame per batch of invalidations and none when idle', () => {
    const scheduler = new ManualScheduler();
    let drawn = 0;
    const loop = new FrameLoop(scheduler, () => {
      drawn++;
      return false;
    });
    loop.invalidate();
    loop.invalidate();
    expect(scheduler.requested).toBe(1);
    scheduler.runFrame();
    scheduler.runFrame();
    expect(drawn).toBe(1);
    loop.invalidate();
    loop.dispose();
    scheduler.runFrame();
    expect(drawn).toBe(1);
  });
});

describe('design rules (engine-local)', () => {
  it('resolves materials from colorways and visibility from variations', () => {
    const config = CombinationConfigSchema.parse({
      parts: [
        { value: 'a', text: 'A', default: 'm1' },
        { value: 'b', text: 'B', default: 'm1', visible: false },
      ],
      groups: [
        {
          value: 'g',
          includeParts: ['a'],
          defaultOption: 'o2',
          options: [
            { oValue: 'o1', oParts: [{ value: 'a', default: 'm1' }] },
            { oValue: 'o2', oParts: [{ value: 'a', default: 'm2' }] },
          ],
        },
      ],
      variant: [
        {
          id: 'v',
          includeParts: ['b'],
          defaultOptionId: 'x',
          options: [
            { optionId: 'x', partConfig: [{ partId: 'b', visible: false }] },
            { optionId: 'y', current: true, partConfig: [{ partId: 'b', visible: true }] },
          ],
        },
      ],
    });
    const parts = resolvePartAppearances(config);
    expect(parts.get('a')).toEqual({ materialId: 'm2', visible: true });
    expect(parts.get('b')).toEqual({ materialId: 'm1', visible: true });
  });

  it('asks 4096 px for untiled textures and 1024 for tiled ones', () => {
    expect(textureRequestWidth(1, 1)).toBe(4096);
    expect(textureRequestWidth(2, 1)).toBe(1024);
  });

  it('repeats textures per metre of cloth when the part has a UV span, per UV square otherwise', () => {
    expect(textureRepeat({ scaleX: 6, scaleY: 4 }, null)).toEqual([6, 4]);
    expect(textureRepeat({ scaleX: 6, scaleY: 4 }, 0.5)).toEqual([3, 2]);
    expect(textureRepeat({ scaleX: 6, scaleY: 4 }, 1.5)).toEqual([9, 6]);
  });

  it('reads a part UV span from its meshes or their nearest ancestor carrying one', () => {
    const withSpan = <T extends Mesh | Group>(object: T, span: unknown): T => {
      object.userData['uvSpan'] = span;
      return object;
    };
    // Single-primitive mesh: mesh and node extras both land on the mesh.
    expect(partUvSpan([withSpan(new Mesh(), 0.8)])).toBe(0.8);
    // Node extras above a multi-primitive mesh land on the group.
    const group = withSpan(new Group(), 1.2);
    const primitive = new Mesh();
    group.add(primitive);
    expect(partUvSpan([primitive])).toBe(1.2);
    expect(partUvSpan([withSpan(new Mesh(), 0.3), primitive])).toBe(0.3);
    // No span, or one that is not a positive number: the model does not say.
    expect(partUvSpan([])).toBeNull();
    expect(partUvSpan([new Mesh()])).toBeNull();
    expect(partUvSpan([withSpan(new Mesh(), 0)])).toBeNull();
    expect(partUvSpan([withSpan(new Mesh(), '0.5')])).toBeNull();
  });

  it('reads material records with the documented defaults', () => {
    const look = readMaterialLook({ id: 'm', asset_data: { model_info: [{ textures: {} } as never] } });
    expect(look).toMatchObject({
      roughness: 0.85,
      metalness: 0,
      opacityFactor: 1,
      normalScale: 6,
      scaleX: 1,
      scaleY: 1,
    });
    expect(readMaterialLook({ id: 'm', vt_reference_data: { scale_x: 3, scale_y: 2 } })).toMatchObject({
      scaleX: 3,
      scaleY: 2,
    });
  });

  it('places decals on their part, the default decal part, or the first part', () => {
    const config = CombinationConfigSchema.parse({
      parts: [
        { value: 'front', text: 'Front' },
        { value: 'back', text: 'Back' },
      ],
      decals: {
        setup: { default_part_key: 'back' },
        placed: [{ value: 'd' }, { value: 'e', part_binding: 'front' }],
      },
    });
    expect(decalPartOf(config.decals.placed[0]!, config)).toBe('back');
    expect(decalPartOf(config.decals.placed[1]!, config)).toBe('front');
  });

  it('reads stored mask values (y flipped, inverse scale) and writes them back', () => {
    const layer = { position: { x: 0.3, y: 0.2 }, scale: { x: 0.25, y: 0.5 }, rotation: 10 };
    const stored = { maskPosition: { x: 0.3, y: 0.8 }, maskScale: { x: 4, y: 2 }, maskRotation: 10 };
    const mask = maskFromStored('m.png', stored, layer);
    expect(mask.position.x).toBeCloseTo(0.3);
    expect(mask.position.y).toBeCloseTo(0.2);
    expect(mask.scale).toEqual({ x: 0.25, y: 0.5 });
    expect(maskToStored(mask)).toEqual({
      maskPosition: { x: 0.3, y: 0.8 },
      maskScale: { x: 4, y: 2 },
      maskRotation: 10,
    });
    expect(maskFromStored('m.png', {}, layer)).toMatchObject({
      position: layer.position,
      scale: layer.scale,
    });
  });

  it('normalises rotations to 0..360 or -180..180', () => {
    expect(normalizeRotation(-30, 'positive')).toBe(330);
    expect(normalizeRotation(370, 'positive')).toBe(10);
    expect(normalizeRotation(200, 'signed')).toBe(-160);
  });

  it("lights a design without a layout with the domain's default layout, and a preset with its own", () => {
    const lighting = new SceneLighting(256);
    const layoutLights = () =>
      lighting.group.children.filter(
        (child): child is DirectionalLight => child instanceof DirectionalLight && child !== lighting.main,
      );
    const seen = () =>
      layoutLights()
        .filter((entry) => entry.intensity > 0)
        .map((entry) => [entry.position.toArray(), entry.intensity]);
    const expected = (name: 'default' | 'Soft Ambience') =>
      LIGHTING_PRESET_LAYOUTS[name].map((entry) => [[...entry.position], entry.intensity]);
    expect(seen()).toEqual(expected('default'));
    expect(lighting.apply({ layout: [], angle: 0 })).toBe(false);
    expect(lighting.apply({ layout: lightingPresetLayout('Soft Ambience'), angle: 0 })).toBe(true);
    expect(seen()).toEqual(expected('Soft Ambience'));
    lighting.dispose();
  });
});

describe('formats', () => {
  it('parses CSS gradients', () => {
    expect(parseCssGradient('linear-gradient(90deg, #fff 0%, #000 100%)')).toEqual({
      kind: 'linear',
      angleDeg: 90,
      stops: [
        { color: '#fff', offset: 0 },
        { color: '#000', offset: 1 },
      ],
    });
    expect(parseCssGradient('linear-gradient(to top right, rgb(1, 2, 3), red, blue)')).toMatchObject({
      angleDeg: 45,
      stops: [{ color: 'rgb(1, 2, 3)', offset: 0 }, { offset: 0.5 }, { offset: 1 }],
    });
    expect(parseCssGradient('radial-gradient(circle at center, #fff, #000)')?.kind).toBe('radial');
    expect(parseCssGradient('#ff0000')).toBeUndefined();
  });

  it('tells model formats apart', () => {
    expect(guessModelFormat('/a/b.FBX')).toBe('fbx');
    expect(guessModelFormat('/a/b.gltf?x=1')).toBe('gltf');
    expect(guessModelFormat('blob:x', new Uint8Array([0x67, 0x6c, 0x54, 0x46]).buffer)).toBe('glb');
  });

  it('fits image sizes and clamps qualities (001 §5)', () => {
    expect(fitSize(3000, 1500, 2048)).toEqual({ width: 2048, height: 1024, oversize: false });
    expect(fitSize(9000, 100, 10000)).toEqual({ width: 4096, height: 46, oversize: true });
    expect(fitSize(100, 50, 2048)).toEqual({ width: 100, height: 50, oversize: false });
    expect(clampQuality(2)).toBe(1);
    expect(clampQuality(-1)).toBe(0);
    expect(clampQuality(undefined)).toBe(0.8);
  });
});
