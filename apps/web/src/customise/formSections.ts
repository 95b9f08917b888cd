import type { Field, Form } from '@atelier/schema';

/** The virtual section of fields without one (002 §2, §3: not stored). */
export const UNASSIGNED = 'unassigned';

export interface ViewSection {
  readonly id: string;
  /** The stored section's title; null for 'Unassigned'. */
  readonly title: unknown;
  readonly fields: readonly Field[];
}

/**
 * The form's sections in their order, each with its fields, then 'Unassigned' for the fields
 * with no (or no longer an existing) section, when there are any. Empty sections are left
 * out: a shopper has nothing to answer there.
 */
export function viewSections(form: Pick<Form, 'sections' | 'fields'>): ViewSection[] {
  const known = new Set(form.sections.map((section) => section.id));
  const sections: ViewSection[] = form.sections.map((section) => ({
    id: section.id,
    title: section.title,
    fields: form.fields.filter((field) => field.sectionId === section.id),
  }));
  const loose = form.fields.filter((field) => field.sectionId === undefined || !known.has(field.sectionId));
  if (loose.length > 0) sections.push({ id: UNASSIGNED, title: null, fields: loose });
  return sections.filter((section) => section.fields.length > 0);
}
