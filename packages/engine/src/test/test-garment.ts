/**
 * A small garment built in the test itself (no dependency on /assets): a body tube, two
 * sleeves, a collar and a pocket, exported as a GLB with GLTFExporter. Part names are
 * the mesh names, as in the demo garments. Textures are tiny generated PNGs. A second
 * copy gives its parts a UV span (metres of cloth per UV square) in glTF node extras.
 */
import {
  type BufferAttribute,
  CylinderGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  Scene,
  TorusGeometry,
  type BufferGeometry,
} from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';
import type { CombinationConfigInput, Material } from '@atelier/schema';

/** UVs with v down from the top of the image (the engine's convention). */
function flipV(geometry: BufferGeometry): BufferGeometry {
  const uv = geometry.getAttribute('uv') as BufferAttribute;
  for (let i = 0; i < uv.count; i++) uv.setY(i, 1 - uv.getY(i));
  return geometry;
}

/**
 * The spans of the copy with UV spans, by part: about the metres of cloth round each tube
 * (u runs round it), so one material shows checks of one width on body and sleeves. The
 * sleeves' span is on their group (node extras above two meshes), the others' on the
 * mesh's own node.
 */
export const TEST_GARMENT_UV_SPANS: Readonly<Record<string, number>> = {
  body: 3,
  sleeves: 1.1,
  collar: 3,
  pocket: 0.4,
};

export async function buildTestGarmentGlb(
  uvSpans: Readonly<Record<string, number>> = {},
): Promise<ArrayBuffer> {
  const scene = new Scene();
  const colour = (hex: number) => new MeshStandardMaterial({ color: hex, roughness: 0.9 });
  // thetaStart = π puts u = 0.5 at the front (+z), so a decal at the UV centre faces the camera.
  const body = new Mesh(
    flipV(new CylinderGeometry(0.5, 0.58, 1.4, 48, 4, true, Math.PI, Math.PI * 2)),
    colour(0x9c9c9c),
  );
  body.name = 'body';
  const sleeves = new Group();
  sleeves.name = 'sleeves';
  for (const side of [-1, 1]) {
    const sleeve = new Mesh(flipV(new CylinderGeometry(0.16, 0.2, 0.75, 24, 1, true)), colour(0x7a7a7a));
    sleeve.name = `sleeve-${side < 0 ? 'left' : 'right'}`;
    sleeve.position.set(side * 0.78, 0.35, 0);
    sleeve.rotation.z = side * 1.1;
    sleeves.add(sleeve);
  }
  const collar = new Mesh(flipV(new TorusGeometry(0.46, 0.07, 12, 48)), colour(0x444444));
  collar.name = 'collar';
  collar.rotation.x = Math.PI / 2;
  collar.position.y = 0.7;
  const pocket = new Mesh(
    flipV(new CylinderGeometry(0.565, 0.575, 0.3, 16, 1, true, -0.35, 0.7)),
    colour(0x303030),
  );
  pocket.name = 'pocket';
  pocket.position.y = -0.35;
  scene.add(body, sleeves, collar, pocket);
  // GLTFExporter writes userData as the node's extras.
  for (const part of [body, sleeves, collar, pocket]) {
    const span = uvSpans[part.name];
    if (span !== undefined) part.userData['uvSpan'] = span;
  }
  const result = await new GLTFExporter().parseAsync(scene, { binary: true });
  scene.traverse((object) => {
    if (object instanceof Mesh) {
      object.geometry.dispose();
      (object.material as MeshStandardMaterial).dispose();
    }
  });
  return result as ArrayBuffer;
}

/** Paints a small PNG and answers its object URL. */
export async function paintPng(
  width: number,
  height: number,
  paint: (context: OffscreenCanvasRenderingContext2D) => void,
): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  paint(context);
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

export function checker(a: string, b: string, cells = 8) {
  return (context: OffscreenCanvasRenderingContext2D) => {
    const { width, height } = context.canvas;
    for (let y = 0; y < cells; y++)
      for (let x = 0; x < cells; x++) {
        context.fillStyle = (x + y) % 2 ? a : b;
        context.fillRect((x * width) / cells, (y * height) / cells, width / cells + 1, height / cells + 1);
      }
  };
}

export interface TestGarment {
  modelUrl: string;
  /** The same garment with {@link TEST_GARMENT_UV_SPANS} (tiling per metre of cloth). */
  spannedModelUrl: string;
  materials: Material[];
  config: CombinationConfigInput;
  images: {
    decal: string;
    mask: string;
    background: string;
    opacity: string;
  };
  /** Revokes every object URL. */
  dispose(): void;
}

let shared: Promise<TestGarment> | null = null;

/** The test garment, its materials and a design using them (built once per test file). */
export function testGarment(): Promise<TestGarment> {
  shared ??= (async () => {
    const glb = await buildTestGarmentGlb();
    const modelUrl = URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' }));
    const spannedModelUrl = URL.createObjectURL(
      new Blob([await buildTestGarmentGlb(TEST_GARMENT_UV_SPANS)], { type: 'model/gltf-binary' }),
    );
    const red = await paintPng(64, 64, checker('#b4472f', '#c85a40'));
    const blue = await paintPng(64, 64, checker('#2f5cb4', '#4070c8'));
    const cream = await paintPng(32, 32, checker('#efe6d2', '#e4d9c0', 4));
    const normal = await paintPng(32, 32, (c) => {
      for (let x = 0; x < 32; x++) {
        c.fillStyle = x % 4 < 2 ? 'rgb(160,128,235)' : 'rgb(96,128,235)';
        c.fillRect(x, 0, 1, 32);
      }
    });
    const opacity = await paintPng(32, 32, (c) => {
      c.fillStyle = '#000';
      c.fillRect(0, 0, 32, 32);
      c.fillStyle = '#fff';
      for (let y = 0; y < 32; y += 8) c.fillRect(0, y, 32, 5);
    });
    const decal = await paintPng(128, 128, (c) => {
      c.clearRect(0, 0, 128, 128);
      c.fillStyle = '#ffd400';
      c.beginPath();
      c.arc(64, 64, 56, 0, Math.PI * 2);
      c.fill();
      c.fillStyle = '#1b1b1b';
      c.fillRect(40, 30, 16, 40);
      c.fillRect(72, 30, 16, 40);
    });
    const mask = await paintPng(128, 128, (c) => {
      c.clearRect(0, 0, 128, 128);
      c.fillStyle = '#fff';
      c.fillRect(0, 0, 64, 128);
    });
    const background = await paintPng(64, 32, (c) => {
      const g = c.createLinearGradient(0, 0, 64, 32);
      g.addColorStop(0, '#0e3b43');
      g.addColorStop(1, '#d9a441');
      c.fillStyle = g;
      c.fillRect(0, 0, 64, 32);
    });
    const material = (
      id: string,
      diffuse: string,
      extra: Record<string, unknown> = {},
      info: Record<string, unknown> = {},
    ): Material => ({
      id,
      text: id,
      vt_reference_data: {
        name: id,
        ...extra,
        model_info: [
          {
            textures: { diffuse, ...(info['textures'] as object) },
            roughness_factor: 0.85,
            metalness_factor: 0,
            opacity_factor: 1,
            ...Object.fromEntries(Object.entries(info).filter(([k]) => k !== 'textures')),
          },
        ],
      },
    });
    const materials: Material[] = [
      material('cotton-red', red),
      material('cotton-blue', blue, { scale_x: 2, scale_y: 2 }),
      material('rib-cream', cream, {}, { textures: { normal } }),
      material('mesh-cream', cream, {}, { textures: { opacity } }),
      material('metal-dark', cream, {}, { metalness_factor: 0.9, roughness_factor: 0.3 }),
    ];
    const config: CombinationConfigInput = {
      version: 'v3',
      parts: [
        { value: 'body', text: 'Body', default: 'cotton-red', materials: ['cotton-red', 'cotton-blue'] },
        {
          value: 'sleeves',
          text: 'Sleeves',
          default: 'cotton-red',
          materials: ['cotton-red', 'cotton-blue'],
        },
        { value: 'collar', text: 'Collar', default: 'rib-cream', materials: ['rib-cream'] },
        { value: 'pocket', text: 'Pocket', default: 'metal-dark', materials: ['metal-dark', 'mesh-cream'] },
      ],
      groups: [
        {
          value: 'main',
          name: 'Main',
          includeParts: ['body', 'sleeves'],
          defaultOption: 'red',
          options: [
            {
              oValue: 'red',
              oName: 'Red',
              oParts: [
                { value: 'body', default: 'cotton-red' },
                { value: 'sleeves', default: 'cotton-red' },
              ],
            },
            {
              oValue: 'blue',
              oName: 'Blue',
              oParts: [
                { value: 'body', default: 'cotton-blue' },
                { value: 'sleeves', default: 'cotton-red' },
              ],
            },
          ],
        },
      ],
      variant: [
        {
          id: 'pocket-variant',
          name: 'Pocket',
          includeParts: ['pocket'],
          defaultOptionId: 'with',
          options: [
            { optionId: 'with', name: 'With pocket', partConfig: [{ partId: 'pocket', visible: true }] },
            { optionId: 'without', name: 'No pocket', partConfig: [{ partId: 'pocket', visible: false }] },
          ],
        },
      ],
    };
    const urls = [modelUrl, spannedModelUrl, red, blue, cream, normal, opacity, decal, mask, background];
    return {
      modelUrl,
      spannedModelUrl,
      materials,
      config,
      images: { decal, mask, background, opacity },
      dispose: () => urls.forEach((url) => URL.revokeObjectURL(url)),
    };
  })();
  return shared;
}
