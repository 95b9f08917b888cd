import { deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { emptyCart, placeOrder, producerSession, session } from './commerce-support';
import { expect, test } from './fixtures';

/**
 * Issue 20: a creator opens one of their pieces to the shopper's own decal (on a print area of
 * the demo garment, whose prebuild declares its true size); a shopper uploads an image too
 * small for it and is refused in plain words before anything is uploaded, then a larger one
 * that is only warned about, and orders it; the producer downloads the order's print files
 * from the production queue, and the zip's PNG is read back: its size and DPI.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of one opaque colour, `side` pixels square (the browser decodes and converts it). */
function squarePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, 0x40)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface PrintArea {
  part: string;
  width_mm: number;
}
interface Creation {
  id: string;
  updatedAt: string;
  purchaseType: string | null;
  is_draft: boolean;
  visibility: string;
  prebuilds: { producer?: { at_name: string }; extra_option?: { print?: { areas: PrintArea[] } } }[];
  combination_config: Record<string, unknown> & {
    decals?: { setup?: Record<string, unknown> };
    form?: { fields?: unknown[] };
  };
}

/** One of @mei's public instant pieces made by Atelier Studio on a prebuild with print areas. */
async function printablePiece(request: APIRequestContext): Promise<{ creation: Creation; area: PrintArea }> {
  const listed = await (await request.get('/api/users/mei/creations?limit=60')).json();
  // From the end: the customisation journey takes the first such piece.
  for (const { id } of [...(listed.items as { id: string }[])].reverse()) {
    const { creation } = (await (await request.get(`/api/creations/${id}`)).json()) as { creation: Creation };
    const prebuild = creation.prebuilds[0];
    const area = prebuild?.extra_option?.print?.areas[0];
    if (
      area &&
      prebuild.producer?.at_name === 'atelier_studio' &&
      (creation.combination_config.form?.fields ?? []).length === 0 &&
      !creation.is_draft &&
      creation.visibility === 'public' &&
      (creation.purchaseType ?? 'instant-purchase') === 'instant-purchase'
    )
      return { creation, area };
  }
  throw new Error('No public instant piece of @mei by Atelier Studio with print areas');
}

test("a low-resolution upload is warned then refused; the producer downloads the line's print files", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const creator = await session(browser, 'creator@atelier.test');
  const { creation, area } = await printablePiece(creator.request);
  const decals = creation.combination_config.decals ?? {};
  const opened = await creator.request.patch(`/api/creations/${creation.id}`, {
    data: {
      updatedAt: creation.updatedAt,
      combination_config: {
        ...creation.combination_config,
        decals: { ...decals, setup: { ...decals.setup, free_decal: 1, default_part_key: area.part } },
      },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  await creator.context().close();

  // A free decal prints a quarter of the area wide: pixels for 60 and for 180 DPI there.
  const inches = area.width_mm / 4 / 25.4;
  const tooSmall = Math.round(inches * 60);
  const small = Math.round(inches * 180);

  const shopper = await session(browser, 'shopper@atelier.test');
  await emptyCart(shopper.request);
  await shopper.goto(`/mei/creation?creation_id=${encodeURIComponent(creation.id)}`);
  await expect(shopper.getByRole('heading', { name: 'Customise' })).toBeVisible();
  const design = shopper.getByRole('button', { name: /^Design/ });
  if ((await design.getAttribute('aria-expanded')) !== 'true') await design.click();
  // The free decal's own field: other decal fields replace the creator's decals where they are.
  const upload = shopper
    .getByRole('group', { name: /Your decal 1/ })
    .locator('.cf-upload input[type="file"]');

  let uploads = 0;
  shopper.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/img/original/')) uploads += 1;
  });
  await upload.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: squarePng(tooSmall) });
  await expect(
    shopper.getByRole('alert').filter({ hasText: 'This image is too small to print at this size' }),
  ).toContainText('the maker needs at least 100');
  expect(uploads).toBe(0);

  const uploaded = shopper.waitForResponse(
    (answer) => answer.url().includes('/api/img/original/') && answer.request().method() === 'POST',
  );
  await upload.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: squarePng(small) });
  expect((await uploaded).status()).toBe(201);
  await expect(
    shopper.getByText(/it prints at 1[78]\d DPI, under the 300 DPI that looks sharp/),
  ).toBeVisible();
  await expect(shopper.getByRole('radio', { name: 'small.png' })).toBeChecked();
  const added = shopper.waitForResponse(
    (answer) => answer.url().endsWith('/api/actions/user/cart') && answer.request().method() === 'POST',
  );
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  expect((await added).status()).toBe(200);
  const orderId = await placeOrder(shopper.request, 'shopper@atelier.test');
  await shopper.context().close();

  const producer = await producerSession(browser);
  await producer.goto('/atelier_studio/production/manage');
  const line = producer.locator(`[data-order-id="${orderId}"]`);
  await expect(line).toBeVisible();
  const download = producer.waitForEvent('download', { timeout: 120_000 });
  await line.getByRole('button', { name: /^Print files/ }).click();
  const file = await download;
  const slug = orderId.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(file.suggestedFilename()).toBe(`${slug}-print-files.zip`);
  const zip = Buffer.from(await (await import('node:fs/promises')).readFile((await file.path())!));
  // The zip stores its PNGs as they are: names, header and pHYs chunk read straight from it.
  const size = Math.round(area.width_mm);
  const pngName = `${slug}-l01-${area.part.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${size}x${size}mm-300dpi-dtg.png`;
  expect(zip.includes(pngName)).toBe(true);
  expect(zip.includes(`${slug}-l01-sheet.pdf`)).toBe(true);
  const stored = zip.indexOf(pngName);
  const ihdr = zip.indexOf('IHDR', stored);
  expect(zip.readUInt32BE(ihdr + 4)).toBe(Math.ceil((area.width_mm / 25.4) * 300 - 1e-9));
  expect(zip.readUInt32BE(zip.indexOf('pHYs', stored) + 4)).toBe(11_811); // 300 DPI in pixels per metre
});
