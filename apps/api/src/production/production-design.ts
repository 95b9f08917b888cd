import { type CombinationConfig, CombinationConfigSchema, type FormAnswerMap } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { answerLines, applyCustomerAnswers, customerForm, imageApiId, mediaSrc } from '../domain';
import { fromJson } from '../lib/json';

/**
 * What a producer needs from a creation's design document (its combination_config) to make
 * one order: the decal images (the stored originals, for printing, and a thumbnail for the
 * queue), the part materials, and the customisation answers as readable lines. The buyer's
 * answers are applied to the design first (a materialSelect answer changes a part's material,
 * a decalLayerConfig answer a decal's image, a free decal adds one: issue 17's customer form),
 * so the sheet shows what this buyer ordered.
 */

/** The thumbnail width of a decal in the queue. */
export const DECAL_THUMB_WIDTH = 200;

export interface DecalOut {
  id: string;
  name: string;
  /** The stored original: print resolution. */
  url: string;
  thumb: string;
  part: string | null;
  position: { x: number; y: number };
  scale: { x: number; y: number };
  rotation: number;
}

export interface AnswerOut {
  field: string;
  title: string;
  value: string;
  /** A decal answer's image at print resolution (the image API's largest width, 4096). */
  image?: string;
}

/** The creation's design, or null when it is not a readable combination_config. */
export function readDesign(text: string | null | undefined): CombinationConfig | null {
  const parsed = CombinationConfigSchema.safeParse(fromJson<unknown>(text, null));
  return parsed.success ? parsed.data : null;
}

/** The design with the buyer's answers applied (the design as it is when they do not apply). */
export function orderedDesign(
  design: CombinationConfig | null,
  answers: FormAnswerMap,
): CombinationConfig | null {
  if (!design) return null;
  try {
    return applyCustomerAnswers(design, answers);
  } catch {
    return design;
  }
}

export function decalsOf(design: CombinationConfig | null): DecalOut[] {
  if (!design) return [];
  return design.decals.placed.flatMap((decal) => {
    // An upload named by an absolute URL (any host) is printed from our own image API.
    const stored = decal.material_config.map;
    const ours = stored ? imageApiId(stored) : null;
    const map = ours === null ? stored : `/api/img/original/${ours}`;
    const url = mediaSrc(map);
    if (!map || !url) return [];
    return [
      {
        id: decal.value,
        name: decal.text,
        url,
        thumb: mediaSrc(map, DECAL_THUMB_WIDTH) ?? url,
        part: decal.part_binding ?? null,
        position: { x: decal.position.x, y: decal.position.y },
        scale: { x: decal.scale.x, y: decal.scale.y },
        rotation: decal.rotation,
      },
    ];
  });
}

/**
 * The answers as lines, in the customer form's field order (its virtual fields named too:
 * "Body: Sunset"); answers to fields the form lost keep their id. Producers read them in
 * English (the production team's language; the sheet is printed).
 */
export const answersOf = (design: CombinationConfig | null, answers: FormAnswerMap): AnswerOut[] =>
  answerLines(design ? customerForm(design).fields : [], answers, 'en');

export interface PartMaterialOut {
  part: string;
  name: string;
  material: { id: string; name: string; color: string | null; thumb: string | null } | null;
}

const colourOf = (data: Record<string, unknown> | null): string | null => {
  if (!data) return null;
  if (typeof data.color === 'string') return data.color;
  const info = Array.isArray(data.model_info)
    ? (data.model_info[0] as Record<string, unknown> | undefined)
    : undefined;
  return typeof info?.color === 'string' ? info.color : null;
};

/** Each visible part with its material (the ordered one), named and coloured from its asset. */
export async function partMaterials(
  db: Kysely<Database>,
  design: CombinationConfig | null,
): Promise<PartMaterialOut[]> {
  const parts = (design?.parts ?? []).filter((part) => part.visible);
  const ids = [...new Set(parts.flatMap((part) => (part.default ? [part.default] : [])))];
  const assets = ids.length
    ? await db
        .selectFrom('assets')
        .select(['id', 'text', 'asset_data', 'vt_reference_data'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  return parts.map((part) => {
    const asset = part.default ? byId.get(part.default) : undefined;
    if (!part.default) return { part: part.value, name: part.text, material: null };
    const data =
      fromJson<Record<string, unknown> | null>(asset?.asset_data, null) ??
      fromJson<Record<string, unknown> | null>(asset?.vt_reference_data, null);
    const name = (typeof data?.name === 'string' && data.name) || asset?.text || part.default;
    const thumb = typeof data?.thumb === 'string' ? (mediaSrc(data.thumb, DECAL_THUMB_WIDTH) ?? null) : null;
    return {
      part: part.value,
      name: part.text,
      material: { id: part.default, name, color: colourOf(data), thumb },
    };
  });
}
