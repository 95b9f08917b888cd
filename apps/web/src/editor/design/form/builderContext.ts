import type { Message } from '@atelier/domain';
import type { Field, FieldType, FormAnswerValue } from '@atelier/schema';
import { createContext, useContext } from 'react';
import type { AnswerContext } from '../../../customise';
import type { FormText } from './i18n/useFormText';

/** What the builder's sections and fields do, given once by the builder instead of prop chains. */
export interface BuilderActions {
  readonly t: FormText;
  readonly m: (message: Message) => string;
  readonly blocked: boolean;
  readonly answerContext: AnswerContext;
  readonly kind: 'creation' | 'prebuild';
  readonly answers: Readonly<Record<string, FormAnswerValue>>;
  readonly editingFieldId: string | null;
  readonly previewing: readonly string[];
  readonly cameraReady: boolean;
  readonly renameSection: (sectionId: string, title: string) => void;
  readonly askRemoveSection: (sectionId: string) => void;
  readonly toggleSection: (sectionId: string) => void;
  readonly saveView: (sectionId: string) => void;
  readonly removeView: (sectionId: string) => void;
  readonly moveSectionBy: (sectionId: string, delta: -1 | 1) => void;
  readonly addField: (type: FieldType, sectionId: string | null) => void;
  readonly updateField: (field: Field) => void;
  readonly askDeleteField: (fieldId: string) => void;
  readonly moveFieldBy: (fieldId: string, delta: -1 | 1) => void;
  readonly editField: (fieldId: string | null) => void;
  readonly togglePreview: (fieldId: string) => void;
  readonly answer: (fieldId: string, value: FormAnswerValue | undefined) => void;
}

export const BuilderContext = createContext<BuilderActions | null>(null);

export function useBuilder(): BuilderActions {
  const actions = useContext(BuilderContext);
  if (actions === null) throw new Error('useBuilder outside the form builder');
  return actions;
}

/** Alt+Up / Alt+Down on a drag handle: the keyboard's one-step move (dnd-kit's Space drag too). */
export const altArrowDelta = (event: { altKey: boolean; key: string }): -1 | 1 | null =>
  !event.altKey ? null : event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : null;
