import { CombinationConfigSchema } from '@atelier/schema';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { PASSWORD, buildStore, signIn, type TestStore } from '../test/store';
import { printFilesSettled } from './print-files';
import { declarePrint, insertProductionOrder, otherProducer } from './production-fixtures';

/**
 * Issue 20: a producer downloads an order's print files, read back here: the PNG of the body's
 * print area is its true size at 300 DPI with the DPI in its pHYs chunk, the artwork sits where
 * the design places it (rebuilt from the uploaded original), and the PDF sheet has the area at
 * true size with its bleed. The body is two inches square (50.8 mm): 600 px at 300 DPI.
 */

/** 300 x 150 px: red left half, blue right half, so placement and orientation show. */
const artwork = () =>
  sharp({ create: { width: 300, height: 150, channels: 4, background: '#ff0000ff' } })
    .composite([
      {
        input: { create: { width: 150, height: 150, channels: 4, background: '#0000ffff' } },
        left: 150,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** The pHYs chunk's pixels per metre (x), or null without one. */
const pngPixelsPerMetre = (png: Buffer): number | null => {
  const at = png.indexOf('pHYs');
  return at < 0 ? null : png.readUInt32BE(at + 4);
};

describeOnDatabases('print files', (suite) => {
  let store: TestStore;
  let member: string;
  let orderId: string;
  let creationId: string;
  let rival: Awaited<ReturnType<typeof otherProducer>>;
  let rivalMember: string;
  const base = () => `/api/producers/${store.producerAtName}/production`;

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db, { creations: 1 });
    const uploader = await client.signUp();
    const upload = await client.post(
      '/api/img/original/a.png',
      { image: (await artwork()).toString('base64'), user_id: uploader.id },
      { cookie: uploader.cookie },
    );
    expect(upload.status).toBe(201);
    await declarePrint(database.db, store.prebuildId, {
      method: 'dtg',
      areas: [{ part: 'body', width_mm: 50.8, height_mm: 50.8 }],
    });
    creationId = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: `Print tee ${store.tag}`,
      totalPrice: 20_000,
      combination_config: CombinationConfigSchema.parse({
        parts: [{ value: 'body', text: 'Body', default: store.materialIds[0] }],
        decals: {
          placed: [
            {
              value: 'd1',
              text: 'Flag',
              part_binding: 'body',
              material_config: { map: (upload.body as { imageUrl: string }).imageUrl },
              // Centre at x 300 px, y 150 px from the top; one inch (300 px) wide, 150 px high.
              position: { x: 0.5, y: 0.75 },
              scale: { x: 0.5, y: 0.5 },
            },
          ],
        },
        form: { fields: [{ id: 'field_name', type: 'text', title: 'Name on the back' }] },
      }),
    });
    orderId = await insertProductionOrder(database.db, {
      buyerId: store.other.id,
      creationId,
      producerId: store.producerId,
      status: 'in_production',
      paymentTaken: true,
      sizes: [
        { size: 'M', amount: 2 },
        { size: 'L', amount: 1 },
      ],
      answers: { field_name: 'KAI' },
    });
    member = await signIn(client, store.producerMember.email);
    const role = `producer-manager-${store.producerId}`;
    expect((await client.put('/api/auth/session/role', { role }, { cookie: member })).status).toBe(200);
    rival = await otherProducer(database.db, store, await hashPassword(PASSWORD));
    rivalMember = await signIn(client, rival.email);
    const rivalRole = `producer-manager-${rival.producerId}`;
    expect(
      (await client.put('/api/auth/session/role', { role: rivalRole }, { cookie: rivalMember })).status,
    ).toBe(200);
  });

  it('builds off the request, then serves a zip of true-size PNGs at 300 DPI and the PDF sheet', async () => {
    // The queue says the line's prebuild prints, so it offers the files.
    const queue = await suite().client.get(`${base()}/queue`, { cookie: member });
    const group = queue.body.groups.find(
      (entry: { prebuild?: { id: string } }) => entry.prebuild?.id === store.prebuildId,
    );
    expect(group.prebuild).toMatchObject({ prints: true });
    const path = `${base()}/orders/${orderId}/print-files`;
    const first = await suite().client.get(path, { cookie: member });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ status: 'building' });
    await printFilesSettled(orderId);
    const answer = await suite().client.app.request(path, { headers: { cookie: member } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const zipName = `${orderId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${zipName}-print-files.zip"`,
    );
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const pngName = `${zipName}-l01-body-51x51mm-300dpi-dtg.png`;
    expect(Object.keys(files).sort()).toEqual([pngName, `${zipName}-l01-sheet.pdf`]);

    const png = Buffer.from(files[pngName]!);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 600, hasAlpha: true, density: 300 });
    expect(pngPixelsPerMetre(png)).toBe(11_811); // 300 DPI in pixels per metre
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    // Red left half and blue right half around the centre (300, 150); transparent elsewhere.
    expect(pixel(200, 150)).toEqual([255, 0, 0, 255]);
    expect(pixel(400, 150)).toEqual([0, 0, 255, 255]);
    expect(pixel(300, 400)[3]).toBe(0);
    expect(pixel(140, 150)[3]).toBe(0);
    expect(pixel(200, 60)[3]).toBe(0);

    const pdf = await PDFDocument.load(files[`${zipName}-l01-sheet.pdf`]!);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(orderId);
    const page = pdf.getPage(0);
    const trim = page.getTrimBox();
    const bleed = page.getBleedBox();
    expect(trim.width).toBeCloseTo(144); // two inches in points
    // The page is wide enough for the line's facts (the file name is longer than two inches).
    expect(page.getWidth()).toBeGreaterThan(trim.width + 2 * trim.x);
    expect(bleed.width - trim.width).toBeCloseTo((2 * 3 * 72) / 25.4); // 3 mm each side
  });

  it('is for the producer only: another producer finds nothing, a stranger is refused', async () => {
    const rivalsOwn = await suite().client.get(
      `/api/producers/${rival.at_name}/production/orders/${orderId}/print-files`,
      {
        cookie: rivalMember,
      },
    );
    expect(rivalsOwn.status).toBe(404);
    const rivalHere = await suite().client.get(`${base()}/orders/${orderId}/print-files`, {
      cookie: rivalMember,
    });
    expect(rivalHere.status).toBe(403);
    const buyer = await signIn(suite().client, store.other.email);
    expect(
      (await suite().client.get(`${base()}/orders/${orderId}/print-files`, { cookie: buyer })).status,
    ).toBe(403);
    expect((await suite().client.get(`${base()}/orders/${orderId}/print-files`)).status).toBe(401);
  });

  it('prints a sublimation prebuild at 150 DPI', async () => {
    const { db } = suite().database;
    await declarePrint(db, store.prebuildId, {
      method: 'sublimation',
      areas: [{ part: 'body', width_mm: 50.8, height_mm: 50.8 }],
    });
    const order = await insertProductionOrder(db, {
      buyerId: store.other.id,
      creationId,
      producerId: store.producerId,
      status: 'in_production',
      paymentTaken: true,
    });
    const path = `${base()}/orders/${order}/print-files`;
    expect((await suite().client.get(path, { cookie: member })).status).toBe(202);
    await printFilesSettled(order);
    const answer = await suite().client.app.request(path, { headers: { cookie: member } });
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const name = Object.keys(files).find((file) => file.endsWith('.png'))!;
    expect(name).toMatch(/-l01-body-51x51mm-150dpi-sublimation\.png$/);
    const png = Buffer.from(files[name]!);
    expect(await sharp(png).metadata()).toMatchObject({ width: 300, height: 300, density: 150 });
    expect(pngPixelsPerMetre(png)).toBe(5_906); // 150 DPI in pixels per metre
  });
});
