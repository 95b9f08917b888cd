import type { MessageKey } from '../messages';

/**
 * 001 §2, §4 the editor's five steps: design, render, info, sale, preview (labelled
 * Design, Render, Info, Sale, Review).
 */
export const EDITOR_STEPS = ['design', 'render', 'info', 'sale', 'preview'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** 001 §2: the label of each step. */
export const EDITOR_STEP_LABELS: Readonly<Record<EditorStep, MessageKey>> = {
  design: 'editor.step.design',
  render: 'editor.step.render',
  info: 'editor.step.info',
  sale: 'editor.step.sale',
  preview: 'editor.step.preview',
};

const indexOf = (step: EditorStep): number => EDITOR_STEPS.indexOf(step);

/** 001 §4: the step after this one; null on preview. */
export const nextStep = (step: EditorStep): EditorStep | null => EDITOR_STEPS[indexOf(step) + 1] ?? null;

/** 001 §4: the step before this one; null on design. */
export const previousStep = (step: EditorStep): EditorStep | null => EDITOR_STEPS[indexOf(step) - 1] ?? null;

/** 001 §4: Previous is hidden on design. */
export const showsPrevious = (step: EditorStep): boolean => previousStep(step) !== null;

/** 001 §4: Next is hidden on preview. */
export const showsNext = (step: EditorStep): boolean => nextStep(step) !== null;

/** 001 §4: the stepper checks every earlier step, and every step while on preview. */
export const isStepChecked = (step: EditorStep, current: EditorStep): boolean =>
  current === 'preview' || indexOf(step) < indexOf(current);

/** 001 §4: a new creation or prebuild (no id) starts at design; otherwise at preview. */
export const defaultStep = (item: { readonly id?: string | null | undefined }): EditorStep =>
  item.id ? 'preview' : 'design';

/** 001 §2: the step content slides in the direction of travel: 1 forward, -1 back, 0 none. */
export const stepDirection = (from: EditorStep, to: EditorStep): -1 | 0 | 1 =>
  indexOf(to) > indexOf(from) ? 1 : indexOf(to) < indexOf(from) ? -1 : 0;
