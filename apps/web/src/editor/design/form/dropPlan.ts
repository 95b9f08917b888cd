import { fieldsInSection, moveField, reorderSections, sectionsWithFields } from '@atelier/domain';
import type { Form } from '@atelier/schema';

/** What a drop does to the form, with the label of its undo step. */
export interface DropPlan {
  readonly form: Form;
  readonly label: 'Reorder sections' | 'Move question';
}

const sectionOfField = (form: Form, fieldId: string): string | null => {
  for (const group of sectionsWithFields(form)) {
    if (group.fields.some((field) => field.id === fieldId)) return group.section?.id ?? null;
  }
  return null;
};

/**
 * A drop of `active` on `over` (ids 's:<section>', 'f:<field>', 'c:<section|unassigned>'):
 * a section takes the place of the one it is dropped on; a question takes the place of the
 * question it is dropped on (in that question's section) or goes last in a section's list.
 * Null: nothing moves.
 */
export function dropOf(form: Form, active: string, over: string | null): DropPlan | null {
  if (over === null || over === active) return null;
  const [activeKind, activeKey = ''] = active.split(/:(.*)/s);
  const [overKind, overKey = ''] = over.split(/:(.*)/s);
  if (activeKind === 's' && overKind === 's') {
    const from = form.sections.findIndex((section) => section.id === activeKey);
    const to = form.sections.findIndex((section) => section.id === overKey);
    return from < 0 || to < 0 ? null : { form: reorderSections(form, from, to), label: 'Reorder sections' };
  }
  if (activeKind !== 'f') return null;
  if (overKind === 'c') {
    const sectionId = overKey === 'unassigned' ? null : overKey;
    return { form: moveField(form, activeKey, sectionId), label: 'Move question' };
  }
  if (overKind !== 'f') return null;
  const sectionId = sectionOfField(form, overKey);
  const list =
    sectionId === null ? unassignedIds(form) : fieldsInSection(form, sectionId).map((field) => field.id);
  // Same list: the question takes the target's index (as arrayMove does); another list: it goes before the target.
  return { form: moveField(form, activeKey, sectionId, list.indexOf(overKey)), label: 'Move question' };
}

const unassignedIds = (form: Form): string[] =>
  sectionsWithFields(form)
    .find((group) => group.section === null)
    ?.fields.map((field) => field.id) ?? [];
