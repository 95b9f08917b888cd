import type { AtelierViewer } from '@atelier/embed';
import { produce } from 'immer';
import { useCallback, useState, type ComponentType } from 'react';
import {
  EditorViewerContext,
  type ChangeDocument,
  type EditorDocument,
  type StepProps,
} from '../../contract';

export interface StepHarnessProps {
  step: ComponentType<StepProps>;
  initial: EditorDocument;
  /** Told of every change: the document after it and its undo label. */
  onChange?: (doc: EditorDocument, label: string | undefined) => void;
  /** The editor's viewer; null while it loads. */
  viewer?: AtelierViewer | null;
}

/**
 * A step as the frame holds it, for stories and tests: the document in React state, each
 * `change` applied with immer (as the frame's store does), and the viewer in its context.
 */
export function StepHarness({ step: Step, initial, onChange, viewer = null }: StepHarnessProps) {
  const [doc, setDoc] = useState(initial);
  const change = useCallback<ChangeDocument>(
    (recipe, label) =>
      setDoc((current) => {
        const next = produce(current, recipe);
        onChange?.(next, label);
        return next;
      }),
    [onChange],
  );
  return (
    <EditorViewerContext.Provider value={viewer}>
      <Step doc={doc} change={change} />
    </EditorViewerContext.Provider>
  );
}
