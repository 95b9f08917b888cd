import type {
  CameraTransform,
  CombinationConfig,
  ColorwaySelectField,
  Field,
  FieldType,
  Form,
  FormAnswers,
  LocalizedText,
  MaterialSelectField,
  PartSelectField,
  Section,
  VariationSelectField,
} from '@atelier/schema';
import { DEFAULT_SECTION_TITLE, FieldSchema, GENERAL_QUESTIONS_SECTION_TITLE } from '@atelier/schema';
import type { Message } from '../messages';
import { formatMessage, message } from '../messages';
import { moveItem } from '../shared/immutable';
import type { Instant } from '../shared/time';
import { createDefaultSectionId } from '../shared/ids';
import { applyAnswers, clearAnswer, withDefaultAnswers } from './answers';
import { initialCamera } from './appearance';

/**
 * 002 §2, §4, §5 the form builder: sections, fields, fill mode. Operations take the
 * form (or the builder state) and return a new one; the input is never modified.
 */

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------

/** 002 §4: how a new section is titled: 'Section N' (count plus one) or 'New Section'. */
export type SectionTitleStyle = 'numbered' | 'new';

/** 002 §4, §9: the title a new section gets. */
export const newSectionTitle = (
  form: Pick<Form, 'sections'>,
  style: SectionTitleStyle = 'numbered',
): LocalizedText => ({
  en:
    style === 'numbered'
      ? formatMessage(message('form.section.numbered', { number: form.sections.length + 1 }))
      : DEFAULT_SECTION_TITLE,
});

/**
 * 002 §4: adds a section at the end, titled 'Section N' (numbered by count plus one)
 * or 'New Section', expanded, with no saved view.
 */
export const addSection = (
  form: Form,
  options: { readonly id: string; readonly style?: SectionTitleStyle; readonly title?: LocalizedText },
): Form => ({
  ...form,
  sections: [
    ...form.sections,
    {
      id: options.id,
      title: options.title ?? newSectionTitle(form, options.style),
      collapsed: false,
      items: [],
    },
  ],
});

const mapSection = (form: Form, sectionId: string, update: (section: Section) => Section): Form => ({
  ...form,
  sections: form.sections.map((section) => (section.id === sectionId ? update(section) : section)),
});

/** 002 §4 renaming: Enter confirms, Escape cancels, other keys keep editing. */
export const renameKeyAction = (key: string): 'confirm' | 'cancel' | null =>
  key === 'Enter' ? 'confirm' : key === 'Escape' ? 'cancel' : null;

/** 002 §4: renames a section in one language (default en); a blank title is ignored. */
export const renameSection = (form: Form, sectionId: string, title: string, language = 'en'): Form => {
  const trimmed = title.trim();
  if (trimmed === '') return form;
  return mapSection(form, sectionId, (section) => ({
    ...section,
    title: { ...section.title, [language]: trimmed },
  }));
};

/** The fields in a section (null: the virtual 'Unassigned' section). */
export const fieldsInSection = (form: Pick<Form, 'fields'>, sectionId: string | null): Field[] =>
  form.fields.filter((field) => (field.sectionId ?? null) === sectionId);

/**
 * 002 §5: removing a section that holds questions asks 'This section contains N
 * question(s). Are you sure you want to remove it? Questions will be moved to
 * "Unassigned".'; an empty section is removed without asking (null).
 */
export const removeSectionConfirmation = (form: Form, sectionId: string): Message | null => {
  const count = fieldsInSection(form, sectionId).length;
  return count === 0 ? null : message('form.confirm.removeSection', { count });
};

/** 002 §4: removes a section; its fields move to 'Unassigned' (their sectionId is removed). */
export const removeSection = (form: Form, sectionId: string): Form => ({
  ...form,
  sections: form.sections.filter((section) => section.id !== sectionId),
  fields: form.fields.map((field) => {
    if (field.sectionId !== sectionId) return field;
    const { sectionId: _removed, ...rest } = field;
    return rest as Field;
  }),
});

/** 002 §4: collapses or expands a section. */
export const toggleSection = (form: Form, sectionId: string): Form =>
  mapSection(form, sectionId, (section) => ({ ...section, collapsed: !section.collapsed }));

/** 002 §4: moves a section from one place to another. */
export const reorderSections = (form: Form, fromIndex: number, toIndex: number): Form => ({
  ...form,
  sections: moveItem(form.sections, fromIndex, toIndex),
});

/** 002 §4: saves (or updates) the section's camera view. */
export const saveSectionView = (form: Form, sectionId: string, view: CameraTransform): Form =>
  mapSection(form, sectionId, (section) => ({ ...section, cameraTransform: view }));

/** 002 §4: removes the section's camera view. */
export const removeSectionView = (form: Form, sectionId: string): Form =>
  mapSection(form, sectionId, (section) => {
    const { cameraTransform: _removed, ...rest } = section;
    return rest;
  });

/**
 * 002 §2: the question list: each section with its fields, then the virtual
 * 'Unassigned' section (section null) when some field has no section.
 */
export const sectionsWithFields = (
  form: Pick<Form, 'sections' | 'fields'>,
): { readonly section: Section | null; readonly fields: Field[] }[] => {
  const sectionIds = new Set(form.sections.map((section) => section.id));
  const unassigned = form.fields.filter(
    (field) => field.sectionId === undefined || !sectionIds.has(field.sectionId),
  );
  return [
    ...form.sections.map((section) => ({ section, fields: fieldsInSection(form, section.id) })),
    ...(unassigned.length > 0 ? [{ section: null, fields: unassigned }] : []),
  ];
};

/** 002 §2: the empty state, when the form has no sections and no questions. */
export const formEmptyState = (
  form: Pick<Form, 'sections' | 'fields'>,
): { title: Message; hint: Message } | null =>
  form.sections.length === 0 && form.fields.length === 0
    ? { title: message('form.empty.title'), hint: message('form.empty.hint') }
    : null;

// ---------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------

/** 002 §3: a new field of a type, every type default written out. */
export const newField = (
  type: FieldType,
  options: { readonly id: string; readonly title?: string | LocalizedText; readonly sectionId?: string },
): Field =>
  FieldSchema.parse({
    id: options.id,
    type,
    title: options.title ?? '',
    ...(options.sectionId === undefined ? {} : { sectionId: options.sectionId }),
  });

/** 002 §4: adds a field in a section (or in 'Unassigned' when none is given), at the end. */
export const addField = (form: Form, field: Field, sectionId?: string): Form => {
  const placed = sectionId === undefined ? field : { ...field, sectionId };
  return { ...form, fields: [...form.fields, placed] };
};

/**
 * 002 §4: adding a field from the top bar puts it in the first section, or creates a
 * 'General Questions' section (id 'section_default_' plus the timestamp) when there is none.
 */
export const addFieldFromTopBar = (form: Form, field: Field, now: Instant): Form => {
  const first = form.sections[0];
  if (first !== undefined) return addField(form, field, first.id);
  const id = createDefaultSectionId(now);
  const withSection = addSection(form, { id, title: { en: GENERAL_QUESTIONS_SECTION_TITLE } });
  return addField(withSection, field, id);
};

/** 002 §4: updates a field; its id and type stay. */
export const updateField = (form: Form, fieldId: string, changes: Partial<Field>): Form => ({
  ...form,
  fields: form.fields.map((field) =>
    field.id === fieldId ? ({ ...field, ...changes, id: field.id, type: field.type } as Field) : field,
  ),
});

/** 002 §5: asked before a field is deleted. */
export const deleteFieldConfirmation = (): Message => message('form.confirm.deleteField');

/** 002 §4: deletes a field (after confirmation) and its answers. */
export const deleteField = (form: Form, fieldId: string): Form =>
  clearAnswer({ ...form, fields: form.fields.filter((field) => field.id !== fieldId) }, fieldId);

/**
 * 002 §4: moves a field into a section (null: 'Unassigned'), setting or removing its
 * sectionId, at `index` among that section's fields (default: last).
 */
export const moveField = (form: Form, fieldId: string, sectionId: string | null, index?: number): Form => {
  const field = form.fields.find((each) => each.id === fieldId);
  if (field === undefined) return form;
  const { sectionId: _old, ...rest } = field;
  const moved = (sectionId === null ? rest : { ...rest, sectionId }) as Field;
  const others = form.fields.filter((each) => each.id !== fieldId);
  const siblings = others.filter((each) => (each.sectionId ?? null) === sectionId);
  const anchor = index === undefined ? undefined : siblings[Math.max(0, index)];
  let at: number;
  if (anchor !== undefined) at = others.indexOf(anchor);
  else {
    const last = siblings[siblings.length - 1];
    at = last === undefined ? others.length : others.indexOf(last) + 1;
  }
  return { ...form, fields: [...others.slice(0, at), moved, ...others.slice(at)] };
};

/** 002 §4: choosing different target parts for a material selector clears its chosen materials. */
export const setMaterialSelectTargets = (
  field: MaterialSelectField,
  targetParts: readonly string[],
): MaterialSelectField => {
  const same =
    targetParts.length === field.targetParts.length &&
    targetParts.every((id) => field.targetParts.includes(id));
  return same ? field : { ...field, targetParts: [...targetParts], materialOptions: [] };
};

/** 002 §4: a part select's targets; unchecking a part removes its display name. */
export const setPartSelectTargets = (
  field: PartSelectField,
  targetParts: readonly string[],
): PartSelectField => ({
  ...field,
  targetParts: [...targetParts],
  partDisplayNames: Object.fromEntries(
    Object.entries(field.partDisplayNames).filter(([partId]) => targetParts.includes(partId)),
  ),
});

/**
 * 002 §4: choosing a variation copies its options into the field as value and label
 * pairs; a defaultValue that is no longer an option is dropped.
 */
export const setVariationSelectTarget = (
  field: VariationSelectField,
  config: Pick<CombinationConfig, 'variant'>,
  variantId: string,
): VariationSelectField => {
  const options = (config.variant.find((variant) => variant.id === variantId)?.options ?? []).map(
    (option) => ({
      value: option.optionId,
      label: option.name,
    }),
  );
  const { defaultValue, ...rest } = field;
  const keep = defaultValue !== undefined && options.some((option) => option.value === defaultValue);
  return { ...rest, targetVariation: variantId, options, ...(keep ? { defaultValue } : {}) };
};

/** 002 §4: choosing a colorway copies its options into the field as value and label pairs. */
export const setColorwaySelectTarget = (
  field: ColorwaySelectField,
  config: Pick<CombinationConfig, 'groups'>,
  groupValue: string,
): ColorwaySelectField => ({
  ...field,
  targetColorway: groupValue,
  options: (config.groups.find((group) => group.value === groupValue)?.options ?? []).map((option) => ({
    value: option.oValue,
    label: option.oName,
  })),
});

// ---------------------------------------------------------------------------
// Fill mode and the builder state
// ---------------------------------------------------------------------------

/** 002 §4: what fill mode saves on entry and restores on exit. */
export interface FillModeSnapshot {
  readonly config: CombinationConfig;
  readonly answers: FormAnswers;
}

/** The form builder's document state in a host store. */
export interface FormBuilderState {
  readonly config: CombinationConfig;
  /** The snapshot while fill mode is on; null when off. */
  readonly fillMode: FillModeSnapshot | null;
  /** The field being edited (its settings open), if any. */
  readonly editingFieldId: string | null;
}

/** A builder state for a design, fill mode off. */
export const formBuilderState = (config: CombinationConfig): FormBuilderState => ({
  config,
  fillMode: null,
  editingFieldId: null,
});

/** 002 §4: in fill mode editing, renaming, removing, dragging and adding are blocked. */
export const isFormEditingBlocked = (state: Pick<FormBuilderState, 'fillMode'>): boolean =>
  state.fillMode !== null;

const collapseAll = (form: Form): Form => ({
  ...form,
  sections: form.sections.map((section) => ({ ...section, collapsed: true })),
});

/**
 * 002 §4 fill mode on: saves a snapshot of the design and answers, loads the default
 * answers (first options filled in) into the working answers, applies them to the
 * design so the preview shows them, and collapses every section.
 */
export const enterFillMode = (state: FormBuilderState): FormBuilderState => {
  if (state.fillMode !== null) return state;
  const snapshot: FillModeSnapshot = { config: state.config, answers: state.config.form.answers };
  const form = withDefaultAnswers(state.config.form);
  const working: Form = collapseAll({
    ...form,
    answers: { ...form.answers, current: { ...form.answers.defaults } },
  });
  const config = applyAnswers({ ...state.config, form: working }, working.answers.current);
  return { config, fillMode: snapshot, editingFieldId: null };
};

/**
 * 002 §4 fill mode off: restores the snapshot's design and saved answers, reloads the
 * defaults and clears the field edit state.
 */
export const exitFillMode = (state: FormBuilderState): FormBuilderState => {
  if (state.fillMode === null) return state;
  const restored = state.fillMode.config;
  const form = withDefaultAnswers({ ...restored.form, answers: state.fillMode.answers });
  return { config: { ...restored, form }, fillMode: null, editingFieldId: null };
};

/** 002 §2 'Fill Mode' toggle. */
export const setFillMode = (state: FormBuilderState, on: boolean): FormBuilderState =>
  on ? enterFillMode(state) : exitFillMode(state);

/** Opens a field's settings (blocked in fill mode) or closes them (null). */
export const setEditingField = (state: FormBuilderState, fieldId: string | null): FormBuilderState =>
  fieldId !== null && isFormEditingBlocked(state) ? state : { ...state, editingFieldId: fieldId };

/**
 * 002 §4: clicking a section in fill mode expands it, collapses the others and moves
 * the camera to its saved view (null: the camera stays).
 */
export const focusSection = (
  form: Form,
  sectionId: string,
): { form: Form; camera: CameraTransform | null } => ({
  form: {
    ...form,
    sections: form.sections.map((section) => ({ ...section, collapsed: section.id !== sectionId })),
  },
  camera: form.sections.find((section) => section.id === sectionId)?.cameraTransform ?? null,
});

/**
 * 002 §4: collapsing every section returns the camera to the initial view (the design's
 * initialCameraTransform, else position [0,1,6] looking at [0,0,0]).
 */
export const collapseAllSections = (
  config: Pick<CombinationConfig, 'form' | 'initialCameraTransform'>,
): { form: Form; camera: CameraTransform } => ({
  form: collapseAll(config.form),
  camera: initialCamera(config),
});

/** 002 §2: the 'client' display mode hides the toolbar and the builder bar. */
export const formBuilderChrome = (
  displayMode: 'builder' | 'client',
): { readonly toolbar: boolean; readonly builderBar: boolean } => ({
  toolbar: displayMode === 'builder',
  builderBar: displayMode === 'builder',
});
