import { customerForm } from '@atelier/domain';
import type { CombinationConfig, DesignDocument, FormAnswerMap } from '@atelier/schema';

/**
 * Issue 20: the form answers a shown design is priced, saved and sold with: those of the
 * fields the creation as stored asks a shopper (its customer form, virtual fields included).
 * A choice made through a design function answers its field (`chooseColorwayOption` and the
 * like, in the domain), so a partner page's colourway travels with the design. A host may
 * also add colourways or fields to what it shows (`patchDesign`); answers to those are the
 * host's own, which the creation does not have and the server would refuse (422), so they
 * stay out. Without the stored creation (a design a host sent) every answer is kept.
 */
export function answersForSale(shown: DesignDocument, sold: CombinationConfig | null): FormAnswerMap {
  const answers = shown.config.form.answers.current;
  if (!sold) return answers;
  const asked = new Set(customerForm(sold).fields.map((field) => field.id));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => asked.has(id)));
}
