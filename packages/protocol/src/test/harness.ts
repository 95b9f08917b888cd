import type { DesignDocument, DesignDocumentInput } from '@atelier/schema';
import { DesignDocumentSchema, fixtures } from '@atelier/schema';
import { ProtocolClient } from '../client/protocol-client';
import type {
  EditorFunctionHandlers,
  CommerceFunctionHandlers,
  ProtocolServerOptions,
  SceneFunctionHandlers,
} from '../server/protocol-server';
import { ProtocolServer } from '../server/protocol-server';
import type { MemoryWindow } from '../testing/memory-window';
import { MemoryPage, memoryTransport } from '../testing/memory-window';

export const VIEWER_ORIGIN = 'https://atelier.example';
export const SHOP_ORIGIN = 'https://shop.example';
export const EVIL_ORIGIN = 'https://evil.example';

/** A design with every section filled, from the schema fixtures. */
export function sampleDesign(): DesignDocument {
  const materials = ['mat_cotton', 'mat_denim', 'mat_leather'].map((id) => ({
    ...fixtures.material,
    id,
    value: id,
  }));
  return DesignDocumentSchema.parse({
    model: { id: 'model_hoodie', url: 'https://atelier.example/models/hoodie.glb', format: 'glb' },
    materials,
    config: fixtures.combinationConfig,
  });
}

/** Scene handlers answering fixed, valid results. */
export function sceneHandlers(): SceneFunctionHandlers & EditorFunctionHandlers & CommerceFunctionHandlers {
  const image = (width: number, height: number, mimeType: 'image/png' | 'image/jpeg' | 'image/webp') => ({
    dataUrl: `data:${mimeType};base64,AAAA`,
    width,
    height,
    mimeType,
  });
  const hit = {
    part: 'part_body',
    uv: { x: 0.5, y: 0.4 },
    point: { x: 0, y: 1.2, z: 0.3 },
    normal: { x: 0, y: 0, z: 1 },
  };
  return {
    captureThumbnail: ({ size, mimeType }) => image(size[0], size[1], mimeType),
    getCameraPosRot: () => ({ position: [0, 1, 6], rotation: [0, 0, 0], target: [0, 0, 0], fov: 75 }),
    get2DPositionFrom3DPosition: ({ x, y }) => ({ x: 320 + x * 10, y: 240 - y * 10, visible: true }),
    Spawn_at_front: () => hit,
    setCameraTransform: ({ position, target }) => ({ position, target }),
    resetViewport: (_args, { design }) =>
      design?.config.initialCameraTransform ?? { position: [0, 1, 6], target: [0, 0, 0] },
    pick: ({ x }) => (x < 0 ? null : hit),
    getScreenshot: ({ width = 640, height = 480, mimeType }) => image(width, height, mimeType),
    setRaycastMode: ({ enabled }) => ({ enabled }),
    captureMediaPlates: ({ plates, mimeType }) =>
      plates.map((plate) => ({
        id: plate.id,
        image: image(plate.captureInfo?.size[0] ?? 1920, plate.captureInfo?.size[1] ?? 1080, mimeType),
      })),
    getShortcuts: () => [{ action: 'resetViewport', keys: ['r'], description: 'Reset the viewport' }],
    getPrice: () => ({ creationId: 'cr_tote', currency: 'HKD', unitPrice: 45000, base: 45000, extras: 0 }),
    getShareLink: () => ({ url: 'https://atelier.example/mei/creation?creation_id=cr_tote' }),
    setCartMode: ({ cart }) => ({ cart }),
  };
}

export interface Harness {
  page: MemoryPage;
  host: MemoryWindow;
  frame: MemoryWindow;
  server: ProtocolServer;
  client: ProtocolClient;
}

/** A host page (`hostOrigin`) embedding one viewer frame, with a started server and a client. */
export function embed(
  options: {
    page?: MemoryPage;
    host?: MemoryWindow;
    hostOrigin?: string;
    instanceId?: string;
    server?: Partial<ProtocolServerOptions>;
    timeoutMs?: number;
  } = {},
): Harness {
  const page = options.page ?? new MemoryPage();
  const host = options.host ?? page.window(options.hostOrigin ?? SHOP_ORIGIN);
  const frame = page.window(VIEWER_ORIGIN);
  const instanceId = options.instanceId ?? 'main';
  const server = new ProtocolServer({
    transport: memoryTransport(frame, host),
    instanceId,
    trustedOrigins: [VIEWER_ORIGIN, SHOP_ORIGIN],
    hostOrigin: host.origin,
    handlers: sceneHandlers(),
    ...options.server,
  });
  const client = new ProtocolClient({
    transport: memoryTransport(host, frame),
    viewerOrigin: VIEWER_ORIGIN,
    instanceId,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  server.start();
  return { page, host, frame, server, client };
}

/** An embedded, connected viewer holding `design`. */
export async function connected(
  design: DesignDocumentInput | null = sampleDesign(),
  options: Parameters<typeof embed>[0] = {},
) {
  const harness = embed(options);
  await harness.client.connect();
  if (design) await harness.client.setDesign(design);
  return harness;
}
