import {
  addField,
  addFieldFromTopBar,
  addSection,
  createFieldId,
  createSectionId,
  deleteField,
  newField,
  removeSection,
  removeSectionView,
  renameSection,
  reorderSections,
  saveSectionView,
  toggleSection,
  updateField,
} from '@atelier/domain';
import type { CombinationConfig, Field, FieldType, Form, FormAnswerValue } from '@atelier/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEditorViewer, type StepProps } from '../../contract';
import { useEditorStoreApi } from '../../store/EditorStoreContext';
import { designOf } from '../scene/sceneConfig';
import {
  NEW_SESSION,
  answer,
  fillModeUndone,
  moveFieldBy,
  openSectionInFillMode,
  startFillMode,
  stopFillMode,
  togglePreview,
  type BuilderSession,
} from './builderSession';
import type { DropPlan } from './dropPlan';

/** The camera glides to a section's view (002 §4) rather than jumping. */
const CAMERA_MOVE_MS = 600;

/**
 * The builder's behaviour: each change is a domain operation on the document's form (or, in
 * Fill Mode, its design) through `change`, one undo step with a label; the session (Fill
 * Mode snapshot, open settings, previews) stays beside it. Leaving the builder leaves Fill
 * Mode, so the snapshot is always restored (docs/decisions.md, issue 17).
 */
export function useFormBuilder({ doc, change }: StepProps) {
  const viewer = useEditorViewer();
  const config = designOf(doc);
  const [session, setSession] = useState<BuilderSession>(NEW_SESSION);

  const setConfig = useCallback(
    (next: CombinationConfig, label: string) =>
      change((draft) => {
        draft.item.combination_config = next;
      }, label),
    [change],
  );
  const setForm = useCallback(
    (recipe: (form: Form) => Form, label: string) =>
      change((draft) => {
        draft.item.combination_config.form = recipe(draft.item.combination_config.form as Form);
      }, label),
    [change],
  );

  // Undo back past 'Fill Mode on' ends Fill Mode: the design is the snapshot again.
  if (fillModeUndone(config, session)) setSession({ ...session, fillMode: null, openSection: null });

  // Leaving the builder (back, another tile) restores the snapshot: a Fill Mode design is never kept.
  const latest = useRef({ config, session, setConfig });
  latest.current = { config, session, setConfig };
  useEffect(
    () => () => {
      const { config: now, session: last, setConfig: set } = latest.current;
      if (last.fillMode !== null && !fillModeUndone(now, last))
        set(stopFillMode(now, last).config, 'Fill Mode off');
    },
    [],
  );

  // A save leaves Fill Mode first (the store calls this), so the snapshot is what is saved.
  const store = useEditorStoreApi();
  const inFillMode = session.fillMode !== null;
  useEffect(() => {
    if (!inFillMode) return;
    store.getState().setLeaveFillMode(() => {
      const { config: now, session: last, setConfig: set } = latest.current;
      if (last.fillMode === null) return;
      setSession({ ...last, fillMode: null, openSection: null });
      if (!fillModeUndone(now, last)) set(stopFillMode(now, last).config, 'Fill Mode off');
    });
    return () => store.getState().setLeaveFillMode(null);
  }, [inFillMode, store]);

  const moveCamera = (
    camera: { position: [number, number, number]; target: [number, number, number] } | null,
  ) => {
    if (camera !== null) void viewer?.setCameraTransform({ ...camera, duration: CAMERA_MOVE_MS });
  };

  const newFieldOf = (type: FieldType): Field =>
    newField(type, { id: createFieldId(Date.now(), Math.random) });

  return {
    config,
    session,
    cameraReady: viewer !== null,
    setFillMode: (on: boolean) => {
      const next = on ? startFillMode(config, session) : stopFillMode(config, session);
      setSession(next.session);
      setConfig(next.config, on ? 'Fill Mode on' : 'Fill Mode off');
      if (on) moveCamera(openSectionInFillMode(next.config, next.session, null).camera);
    },
    openSection: (sectionId: string | null) => {
      const next = openSectionInFillMode(config, session, sectionId === 'unassigned' ? null : sectionId);
      setSession({ ...next.session, openSection: sectionId });
      setConfig(next.config, sectionId === null ? 'Collapse all sections' : 'Open section');
      moveCamera(next.camera);
    },
    addSection: () =>
      setForm((form) => addSection(form, { id: createSectionId(Date.now(), Math.random) }), 'Add section'),
    addFieldFromTopBar: (type: FieldType) =>
      setForm((form) => addFieldFromTopBar(form, newFieldOf(type), Date.now()), 'Add question'),
    addField: (type: FieldType, sectionId: string | null) =>
      setForm((form) => addField(form, newFieldOf(type), sectionId ?? undefined), 'Add question'),
    renameSection: (sectionId: string, title: string) => {
      if (title.trim() !== '') setForm((form) => renameSection(form, sectionId, title), 'Rename section');
    },
    removeSection: (sectionId: string) => setForm((form) => removeSection(form, sectionId), 'Remove section'),
    toggleSection: (sectionId: string) => setForm((form) => toggleSection(form, sectionId), 'Toggle section'),
    moveSectionBy: (sectionId: string, delta: -1 | 1) => {
      const from = config.form.sections.findIndex((section) => section.id === sectionId);
      const to = from + delta;
      if (from >= 0 && to >= 0 && to < config.form.sections.length)
        setForm((form) => reorderSections(form, from, to), 'Reorder sections');
    },
    saveView: async (sectionId: string) => {
      if (viewer === null) return;
      const { position, target } = await viewer.getCameraPosRot();
      setForm((form) => saveSectionView(form, sectionId, { position, target }), 'Save camera view');
    },
    removeView: (sectionId: string) =>
      setForm((form) => removeSectionView(form, sectionId), 'Remove camera view'),
    updateField: (field: Field) => setForm((form) => updateField(form, field.id, field), 'Edit question'),
    deleteField: (fieldId: string) => setForm((form) => deleteField(form, fieldId), 'Delete question'),
    moveFieldBy: (fieldId: string, delta: -1 | 1) =>
      setForm((form) => moveFieldBy(form, fieldId, delta), 'Move question'),
    drop: (plan: DropPlan) => setForm(() => plan.form, plan.label),
    editField: (fieldId: string | null) =>
      setSession({ ...session, editingFieldId: session.fillMode === null ? fieldId : null }),
    togglePreview: (fieldId: string) => setSession(togglePreview(session, fieldId)),
    answer: (fieldId: string, value: FormAnswerValue | undefined) =>
      setConfig(answer(config, session, fieldId, value), 'Answer question'),
  };
}
