import { FormAnswerMapSchema, type FormAnswerMap } from '@atelier/schema';
import { z } from 'zod';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { isSet } from '../lib/json';
import { creationForm } from '../checkout/line-answers';
import { answersExtraPrice } from '../domain';
import { findCreation } from '../queries/creations';

export const PriceQuerySchema = z.object({
  creation: z.string().trim().min(1).max(100),
  /** The form's current answers as JSON (`{ [fieldId]: answer }`); none: the base price. */
  answers: z.string().max(16_000).optional(),
});

const ViewerPriceSchema = z
  .object({
    creationId: z.string(),
    currency: z.literal('HKD'),
    /** One piece: base plus extras, integer HKD cents. */
    unitPrice: z.number().int(),
    base: z.number().int(),
    extras: z.number().int(),
    /** The creation's page on this site (the viewer's share link). */
    page: z.string(),
  })
  .meta({ id: 'ViewerPrice' });

/** The answers of the query, or a 400 naming what is wrong with them. */
function readAnswers(text: string | undefined): FormAnswerMap {
  if (text === undefined) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_answers', 'answers is not JSON');
  }
  const parsed = FormAnswerMapSchema.safeParse(raw);
  if (!parsed.success)
    throw new ApiError(400, 'invalid_answers', 'answers is not a map of field ids to answers');
  return parsed.data;
}

/** The OpenAPI description of `GET /api/viewer/price`. */
export const viewerPriceDoc = doc({
  summary: "A public creation's price with the shopper's answers (the 3D viewer's commerce events)",
  description:
    "Answers the price of one piece: the creation's price (`base`) plus the extras of `answers` " +
    "(`extras`), in integer HKD cents, and the creation's page. 404 for a creation that is not " +
    "public; 422 `invalid_answers` for a field the creation's form does not have.",
  tags: ['Viewer'],
  responses: { 200: ViewerPriceSchema },
  errors: [400, 404, 422],
});

/**
 * Issue 20: the price a partner's viewer shows and tells the partner page: a public
 * creation's price plus the extras of the answers, by the domain's rules (those checkout
 * re-prices with), so a page never supplies a price. A field the creation's form does not
 * have is refused (422), not priced at nothing.
 */
export async function viewerPrice(
  db: Services['db'],
  origin: string,
  query: z.output<typeof PriceQuerySchema>,
): Promise<z.input<typeof ViewerPriceSchema>> {
  const answers = readAnswers(query.answers);
  const row = await findCreation(db, query.creation);
  if (!row || isSet(row.is_deleted) || isSet(row.is_draft) || row.visibility !== 'public')
    throw new ApiError(404, 'creation_not_found', 'No public creation with this id');
  const form = creationForm(row.combination_config);
  const unknown = Object.keys(answers).filter((id) => !form.fields.some((field) => field.id === id));
  if (unknown.length > 0)
    throw new ApiError(
      422,
      'invalid_answers',
      `The creation's form has no field ${unknown.join(', ')}.`,
      unknown.map((id) => ({ path: `answers.${id}`, message: `The creation's form has no field ${id}.` })),
    );
  const base = Math.max(0, row.total_price);
  const extras = answersExtraPrice(form, answers, base);
  const page = new URL(
    `/${encodeURIComponent(row.u_at_name)}/creation?creation_id=${encodeURIComponent(row.id)}`,
    origin,
  ).href;
  return { creationId: row.id, currency: 'HKD', unitPrice: base + extras, base, extras, page };
}
