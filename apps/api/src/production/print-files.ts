import { PrebuildPrintSchema, type PrebuildPrint } from '@atelier/schema';
import { zip } from 'fflate';
import type { Services } from '../http/context';
import { imageJobsFor } from '../images/image-jobs';
import { imageApiId, printAreaFileName, printArchiveFileName, printSheetFileName } from '../domain';
import { fromJson } from '../lib/json';
import { answersOf, orderedDesign } from './production-design';
import { lineFacts, producerOrders } from './production-orders';
import { creationFacts } from './production-queue';
import { renderPrintArea, type PrintDecal } from './print-render';
import { printSheetPdf, type SheetArea } from './print-sheet-pdf';

/**
 * Issue 20: an order's print files, built as a job off the request path. Asking for them
 * starts the build once (in the image queue, so it shares sharp's bounded threads) and answers
 * "building"; once built, the zip is kept in blob storage under the order and served as is.
 * Orders do not change what they print once placed, so a built zip stays right.
 */

type JobServices = Pick<Services, 'db' | 'storage' | 'settings'>;

/** Where an order's zip is kept. */
export const printArchiveKey = (orderId: string) => `print-files/${orderId}.zip`;

export type PrintFilesState =
  | { readonly state: 'ready'; readonly name: string; readonly data: Buffer }
  | { readonly state: 'building' }
  | { readonly state: 'failed'; readonly reason: string };

/** Builds in this process, by order id; a failure is kept so asking again says why (and retries). */
const builds = new Map<string, Promise<void>>();
const failures = new Map<string, string>();

/** The prebuild's print setup (none when it declares no areas). */
async function prebuildPrint(services: JobServices, prebuildId: string): Promise<PrebuildPrint | null> {
  const row = await services.db
    .selectFrom('prebuilds')
    .select('extra_option')
    .where('id', '=', prebuildId)
    .executeTakeFirst();
  const raw = fromJson<{ print?: unknown }>(row?.extra_option ?? '{}', {}).print;
  const parsed = PrebuildPrintSchema.safeParse(raw ?? {});
  return parsed.success && parsed.data.areas.length > 0 ? parsed.data : null;
}

/** What an order prints, or why it prints nothing; null when the order is not the producer's. */
export async function orderPrintPlan(services: JobServices, producerId: string, orderId: string) {
  const { orders, items } = await producerOrders(services.db, producerId, { orderId, limit: 1 });
  const order = orders[0];
  if (!order) return null;
  const facts = lineFacts(order, items);
  const creation = facts.creationId
    ? (await creationFacts(services.db, [facts.creationId])).get(facts.creationId)
    : undefined;
  const print = creation?.prebuild ? await prebuildPrint(services, creation.prebuild.id) : null;
  const design = orderedDesign(creation?.design ?? null, facts.answers);
  return { order, facts, creation, print, design };
}

type Plan = NonNullable<Awaited<ReturnType<typeof orderPrintPlan>>>;

/** The zip: per print area carrying decals one PNG, and the line's PDF sheet. */
async function buildArchive(services: JobServices, plan: Plan): Promise<{ name: string; data: Buffer }> {
  const { order, facts, creation, print, design } = plan;
  if (!print || !design) throw new Error('This order has no print areas.');
  const files: Record<string, Uint8Array> = {};
  const sheets: SheetArea[] = [];
  for (const area of print.areas) {
    const decals: PrintDecal[] = [];
    for (const decal of design.decals.placed) {
      const id =
        decal.part_binding === area.part && decal.material_config.map
          ? imageApiId(decal.material_config.map)
          : null;
      const original = id ? await services.storage.get(`original/${id}`) : null;
      if (original) decals.push({ decal, original: original.data });
    }
    if (decals.length === 0) continue;
    const rendered = await renderPrintArea(area, print.method, decals);
    const fileName = printAreaFileName({
      orderId: order.id,
      lineIndex: 0,
      area: area.part,
      widthMm: area.width_mm,
      heightMm: area.height_mm,
      dpi: rendered.dpi,
      method: print.method,
    });
    files[fileName] = rendered.png;
    sheets.push({ area, png: rendered.png, fileName });
  }
  if (sheets.length === 0) throw new Error('No print area of this order carries an uploaded image.');
  const sheet = await printSheetPdf(
    {
      title: `Order ${order.id}: ${creation?.name ?? ''}`,
      sizes: facts.sizes.map((size) => `${size.size} x ${size.amount}`),
      answers: answersOf(creation?.design ?? null, facts.answers).map(
        (line) => `${line.title}: ${line.value}`,
      ),
    },
    sheets,
  );
  files[printSheetFileName(order.id, 0)] = sheet;
  // PNGs are already compressed: stored as they are. fflate's async zip runs in a worker thread.
  const data = await new Promise<Uint8Array>((resolve, reject) =>
    zip(files, { level: 0 }, (error, out) => (error ? reject(error) : resolve(out))),
  );
  return { name: printArchiveFileName(order.id), data: Buffer.from(data) };
}

/** The order's print files as they are now, starting their build when none is kept or running. */
export async function requestPrintFiles(services: JobServices, plan: Plan): Promise<PrintFilesState> {
  const orderId = plan.order.id;
  const kept = await services.storage.get(printArchiveKey(orderId));
  if (kept) return { state: 'ready', name: printArchiveFileName(orderId), data: kept.data };
  if (builds.has(orderId)) return { state: 'building' };
  const failed = failures.get(orderId);
  if (failed !== undefined) {
    // Said once; asking again builds again (a full image queue, say, passes).
    failures.delete(orderId);
    return { state: 'failed', reason: failed };
  }
  const build = imageJobsFor(services.settings)
    .run(() => buildArchive(services, plan))
    .then((archive) => services.storage.put(printArchiveKey(orderId), archive.data, 'application/zip'))
    .catch(
      (error: unknown) => void failures.set(orderId, error instanceof Error ? error.message : String(error)),
    )
    .finally(() => builds.delete(orderId));
  builds.set(orderId, build);
  return { state: 'building' };
}

/** Waits for an order's running build (tests and shutdown). */
export const printFilesSettled = (orderId: string): Promise<void> => builds.get(orderId) ?? Promise.resolve();
