/**
 * Issue 20, "View in your space": a demo garment with a decal, exported as GLB and USDZ
 * in the AR worker. The GLB passes the Khronos glTF validator (run in Node on the bytes),
 * stands on the floor at its true size, and carries the decal baked into the decorated
 * part's base colour; the USDZ is a zip with its .usda root first and its textures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands, server } from 'vitest/browser';
import { unzipSync } from 'three/addons/libs/fflate.module.js';
import { createImageUrlResolver } from '../services/services';
import { demoDesign, loadDemoCatalog } from '../test/demo-catalog';
import { createTestServices } from '../test/services';
import { createTestViewer, show, type TestDesign } from '../test/viewer-fixture';
import type { Viewer } from '../viewer/Viewer';
import { exportArModel } from './index';

declare module 'vitest/browser' {
  interface BrowserCommands {
    validateGltf(base64: string): Promise<{ numErrors: number; errors: string[]; images: number }>;
  }
}

const ASSETS = `/@fs${server.config.root.replace(/\/packages\/engine\/?$/, '')}/assets/`;
const catalog = await loadDemoCatalog(ASSETS);

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

interface Glb {
  json: {
    asset: { version: string };
    accessors: { min?: number[]; max?: number[]; type: string }[];
    meshes: { primitives: { attributes: { POSITION: number } }[] }[];
    nodes: { mesh?: number; matrix?: number[]; translation?: number[]; scale?: number[] }[];
    images: { bufferView: number; mimeType: string }[];
    bufferViews: { byteOffset?: number; byteLength: number }[];
  };
  bin: Uint8Array;
}

function readGlb(bytes: Uint8Array): Glb {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength))) as Glb['json'];
  const binStart = 20 + jsonLength + 8;
  return { json, bin: bytes.subarray(binStart, binStart + view.getUint32(20 + jsonLength, true)) };
}

/** Each embedded image's bytes, as text, to compare two exports' images. */
const imagesOf = ({ json, bin }: Glb): string[] =>
  (json.images ?? []).map((image) => {
    const view = json.bufferViews[image.bufferView]!;
    return base64(bin.subarray(view.byteOffset ?? 0, (view.byteOffset ?? 0) + view.byteLength));
  });

let viewer: Viewer;
beforeAll(() => {
  viewer = createTestViewer({
    services: createTestServices({ resolveImageUrl: createImageUrlResolver(undefined, ASSETS) }),
  });
});
afterAll(() => viewer?.dispose());

describe.skipIf(!catalog)('AR export (a demo garment)', () => {
  const plain = (): TestDesign => demoDesign(catalog!, ASSETS, 'tshirt');
  const decorated = (): TestDesign => ({
    ...plain(),
    decalLayers: {
      front: [
        {
          id: 'wordmark',
          name: 'Wordmark',
          url: `${ASSETS}${catalog!.decals[0]!.png}`,
          position: { x: 0.5, y: 0.5 },
          scale: { x: 0.5, y: 0.5 },
          rotation: 0,
          color: '#ffffff',
        },
      ],
    },
  });

  it('writes a GLB the Khronos validator finds no error in, standing on the floor, the decal baked', async () => {
    await show(viewer, plain());
    const before = readGlb(await exportArModel(viewer, { format: 'glb' }));
    await show(viewer, decorated());
    const bytes = await exportArModel(viewer, { format: 'glb' });

    const report = await commands.validateGltf(base64(bytes));
    expect(report.errors).toEqual([]);
    expect(report.numErrors).toBe(0);

    const glb = readGlb(bytes);
    expect(glb.json.asset.version).toBe('2.0');
    // Every mesh's lowest point is on the floor (y = 0), the garment about a person's size.
    let lowest = Infinity;
    let highest = -Infinity;
    for (const node of glb.json.nodes.filter((entry) => entry.mesh !== undefined)) {
      for (const primitive of glb.json.meshes[node.mesh!]!.primitives) {
        const accessor = glb.json.accessors[primitive.attributes.POSITION]!;
        const m = node.matrix ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, ...(node.translation ?? [0, 0, 0]), 1];
        const sy = node.scale?.[1] ?? 1;
        const ys = [accessor.min![1]!, accessor.max![1]!].map((y) =>
          node.matrix ? m[5]! * y + m[13]! : sy * y + m[13]!,
        );
        lowest = Math.min(lowest, ...ys);
        highest = Math.max(highest, ...ys);
      }
    }
    expect(lowest).toBeCloseTo(0, 3);
    expect(highest - lowest).toBeGreaterThan(0.3);
    expect(highest - lowest).toBeLessThan(1.5);

    // The decorated part's base colour is a new image: its decal canvas, baked.
    const old = new Set(imagesOf(before));
    const fresh = imagesOf(glb).filter((image) => !old.has(image));
    expect(fresh.length).toBeGreaterThan(0);
    expect(glb.json.images.every((image) => image.mimeType === 'image/png')).toBe(true);
  });

  it('writes a USDZ: a zip whose first file is the .usda root, with its textures', async () => {
    await show(viewer, decorated());
    const bytes = await exportArModel(viewer, { format: 'usdz' });
    // A zip's local file header.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(bytes);
    const names = Object.keys(files);
    expect(names[0]).toMatch(/\.usda$/);
    const root = new TextDecoder().decode(files[names[0]!]);
    expect(root).toContain('#usda 1.0');
    expect(root).toContain('metersPerUnit = 1');
    const textures = names.filter((name) => /^textures\/.+\.png$/.test(name));
    expect(textures.length).toBeGreaterThan(0);
    for (const texture of textures) expect([...files[texture]!.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('refuses when no garment is shown', async () => {
    const empty = createTestViewer();
    try {
      await expect(exportArModel(empty, { format: 'glb' })).rejects.toThrow('no garment');
    } finally {
      empty.dispose();
    }
  });
});
