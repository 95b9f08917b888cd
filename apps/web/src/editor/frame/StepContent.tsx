import { useEditor } from '../store/EditorStoreContext';
import { StepOutlet } from './step-outlet';

/**
 * The current step's content, sliding in from the direction of travel (001 §2: 0.2 s; none
 * when the user prefers reduced motion, editor.css). Selects the document here, so a change
 * re-renders the step and not the frame around it.
 */
export function StepContent() {
  const step = useEditor((state) => state.step);
  const direction = useEditor((state) => state.direction);
  const doc = useEditor((state) => state.doc);
  const change = useEditor((state) => state.change);
  return (
    // Focusable: the step scrolls, and keyboard users scroll it too (axe scrollable-region-focusable).
    <div className="editor-step-viewport" tabIndex={0}>
      <section
        key={step}
        className="editor-step"
        data-step={step}
        data-direction={direction > 0 ? 'forward' : direction < 0 ? 'back' : 'none'}
        aria-labelledby={`editor-step-${step}`}
      >
        <StepOutlet step={step} doc={doc} change={change} />
      </section>
    </div>
  );
}
