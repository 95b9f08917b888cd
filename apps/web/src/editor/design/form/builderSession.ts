import {
  applyAnswers,
  clearAnswer,
  collapseAllSections,
  enterFillMode,
  exitFillMode,
  focusSection,
  moveField,
  sectionsWithFields,
  setAnswer,
  type FillModeSnapshot,
} from '@atelier/domain';
import type { CameraTransform, CombinationConfig, Form, FormAnswerValue } from '@atelier/schema';

/**
 * The builder's own state beside the document (002 §4): the Fill Mode snapshot, the field
 * whose settings are open, the fields shown as previews and the section open in Fill Mode.
 * The design itself stays in the editor's document; these operations return the next
 * design for `change` (one undo step each) together with the next session.
 */
export interface BuilderSession {
  readonly fillMode: FillModeSnapshot | null;
  readonly editingFieldId: string | null;
  /** Fields showing their answer input instead of their settings. */
  readonly previewing: readonly string[];
  /** The section open in Fill Mode ('unassigned' names the virtual one); null: all collapsed. */
  readonly openSection: string | null;
}

export const NEW_SESSION: BuilderSession = {
  fillMode: null,
  editingFieldId: null,
  previewing: [],
  openSection: null,
};

/** 002 §4 Fill Mode on: snapshot, defaults loaded and applied, every section collapsed. */
export function startFillMode(
  config: CombinationConfig,
  session: BuilderSession,
): { config: CombinationConfig; session: BuilderSession } {
  if (session.fillMode !== null) return { config, session };
  const next = enterFillMode({ config, fillMode: null, editingFieldId: session.editingFieldId });
  return {
    config: next.config,
    session: { ...session, fillMode: next.fillMode, editingFieldId: null, openSection: null },
  };
}

/** 002 §4 Fill Mode off: the snapshot's design and saved answers back, defaults reloaded. */
export function stopFillMode(
  config: CombinationConfig,
  session: BuilderSession,
): { config: CombinationConfig; session: BuilderSession } {
  if (session.fillMode === null) return { config, session };
  const next = exitFillMode({ config, fillMode: session.fillMode, editingFieldId: session.editingFieldId });
  return {
    config: next.config,
    session: { ...session, fillMode: null, editingFieldId: null, openSection: null },
  };
}

/**
 * Undo went back past 'Fill Mode on': the document holds the very design the snapshot took
 * (the history restores the earlier object), so the builder leaves Fill Mode without a change.
 */
export const fillModeUndone = (config: CombinationConfig, session: BuilderSession): boolean =>
  session.fillMode !== null && config === session.fillMode.config;

/** 002 §4 in Fill Mode editing, renaming, removing, dragging and adding are blocked. */
export const isBlocked = (session: BuilderSession): boolean => session.fillMode !== null;

/**
 * 002 §4 answering: the current answer (and the creator's default outside Fill Mode); in
 * Fill Mode the answers are applied to the design so the viewer shows them.
 */
export function answer(
  config: CombinationConfig,
  session: BuilderSession,
  fieldId: string,
  value: FormAnswerValue | undefined,
): CombinationConfig {
  const fillMode = session.fillMode !== null;
  const form =
    value === undefined
      ? clearAnswerIn(config.form, fieldId, fillMode)
      : setAnswer(config.form, fieldId, value, { fillMode });
  const next = { ...config, form };
  return fillMode ? applyAnswers(next) : next;
}

/** Clears the current answer; outside Fill Mode the default too. */
function clearAnswerIn(form: Form, fieldId: string, fillMode: boolean): Form {
  if (!fillMode) return clearAnswer(form, fieldId);
  const { [fieldId]: _cleared, ...current } = form.answers.current;
  return { ...form, answers: { ...form.answers, current } };
}

/**
 * 002 §4 in Fill Mode: opening a section collapses the others and moves the camera to its
 * saved view (null: the camera stays); closing every section returns it to the initial view.
 */
export function openSectionInFillMode(
  config: CombinationConfig,
  session: BuilderSession,
  sectionId: string | null,
): { config: CombinationConfig; session: BuilderSession; camera: CameraTransform | null } {
  if (sectionId === null) {
    const { form, camera } = collapseAllSections(config);
    return { config: { ...config, form }, session: { ...session, openSection: null }, camera };
  }
  const { form, camera } = focusSection(config.form, sectionId);
  return { config: { ...config, form }, session: { ...session, openSection: sectionId }, camera };
}

/** Toggles a field between its settings and a preview of its answer input. */
export const togglePreview = (session: BuilderSession, fieldId: string): BuilderSession => ({
  ...session,
  previewing: session.previewing.includes(fieldId)
    ? session.previewing.filter((id) => id !== fieldId)
    : [...session.previewing, fieldId],
});

/**
 * Keyboard move (Alt+Up / Alt+Down on a field's handle): one place up or down the question
 * list, crossing into the neighbouring section (the virtual 'Unassigned' last) at its edge.
 */
export function moveFieldBy(form: Form, fieldId: string, delta: -1 | 1): Form {
  const groups = sectionsWithFields(form).map((group) => ({
    sectionId: group.section?.id ?? null,
    ids: group.fields.map((field) => field.id),
  }));
  if (!groups.some((group) => group.sectionId === null)) groups.push({ sectionId: null, ids: [] });
  const at = groups.findIndex((group) => group.ids.includes(fieldId));
  const group = groups[at];
  if (group === undefined) return form;
  const index = group.ids.indexOf(fieldId);
  const inside = index + delta;
  if (inside >= 0 && inside < group.ids.length) return moveField(form, fieldId, group.sectionId, inside);
  const neighbour = groups[at + delta];
  if (neighbour === undefined) return form;
  return delta === 1
    ? moveField(form, fieldId, neighbour.sectionId, 0)
    : moveField(form, fieldId, neighbour.sectionId);
}
