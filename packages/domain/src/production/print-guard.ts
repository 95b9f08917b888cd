import type {
  CombinationConfig,
  FormAnswerMap,
  PlacedDecal,
  PrebuildPrint,
  PrintArea,
  PrintMethod,
} from '@atelier/schema';
import { applyCustomerAnswers, customerForm } from '../customiser/customer-form';
import { readDecalAnswer } from '../customiser/decal-answer';
import type { ImageSize } from '../editor/images';
import {
  DEFAULT_PRINT_DPI_FLOOR,
  judgePrintResolution,
  type PrintResolutionVerdict,
} from './print-resolution';

/**
 * Issue 20: the print-resolution guard applied to a design. The editor, the shopper's form and
 * the server all judge through here, so the three never disagree on what prints too small.
 */

/** What the guard needs: the prebuild's method and areas, and the producer's floor. */
export interface PrintGuardSetup {
  readonly method: PrintMethod;
  readonly areas: readonly PrintArea[];
  readonly floor: number;
}

/** The guard's setup from a prebuild's print setup (absent: DTG, no areas) and a producer's floor. */
export const printGuardSetup = (
  print: PrebuildPrint | undefined,
  floor: number | undefined,
): PrintGuardSetup => ({
  method: print?.method ?? 'dtg',
  areas: print?.areas ?? [],
  floor: floor ?? DEFAULT_PRINT_DPI_FLOOR,
});

/** The print area a decal sits on, when its part declares one. */
export const decalPrintArea = (
  decal: Pick<PlacedDecal, 'part_binding'>,
  setup: PrintGuardSetup,
): PrintArea | undefined => setup.areas.find((area) => area.part === decal.part_binding);

/** A decal's verdict with an image of that size; null when its part has no print area or the image no size. */
export function decalPrintVerdict(
  decal: Pick<PlacedDecal, 'part_binding' | 'scale'>,
  image: ImageSize,
  setup: PrintGuardSetup,
): PrintResolutionVerdict | null {
  const area = decalPrintArea(decal, setup);
  if (!area) return null;
  return judgePrintResolution(
    image,
    decal.scale,
    { widthMm: area.width_mm, heightMm: area.height_mm },
    setup.method,
    setup.floor,
  );
}

export interface DecalPrintCheck {
  readonly decal: string;
  readonly url: string;
  readonly verdict: PrintResolutionVerdict;
}

/** Every placed decal whose image size is known and whose part is a print area, with its verdict. */
export function placedDecalPrintChecks(
  placed: readonly PlacedDecal[],
  setup: PrintGuardSetup,
  imageSize: (url: string) => ImageSize | null,
): DecalPrintCheck[] {
  const checks: DecalPrintCheck[] = [];
  for (const decal of placed) {
    const url = decal.material_config.map;
    const size = url ? imageSize(url) : null;
    const verdict = url && size ? decalPrintVerdict(decal, size, setup) : null;
    if (url && verdict) checks.push({ decal: decal.value, url, verdict });
  }
  return checks;
}

/**
 * The verdicts of a shopper's decal answers: each answered image where the answers place it
 * (a targeted decal, or a free decal on the default part). The creator's own decals are not
 * the shopper's to fix, so only the decals showing an answer's image are judged.
 */
export function answerPrintChecks(
  config: CombinationConfig,
  answers: FormAnswerMap,
  setup: PrintGuardSetup,
  imageSize: (url: string) => ImageSize | null,
): (DecalPrintCheck & { readonly fieldId: string })[] {
  const design = applyCustomerAnswers(config, answers);
  const checks = placedDecalPrintChecks(design.decals.placed, setup, imageSize);
  const result: (DecalPrintCheck & { readonly fieldId: string })[] = [];
  for (const field of customerForm(config).fields) {
    if (field.type !== 'decalLayerConfig') continue;
    const url = readDecalAnswer(answers[field.id])?.url;
    if (!url) continue;
    for (const check of checks) if (check.url === url) result.push({ ...check, fieldId: field.id });
  }
  return result;
}
