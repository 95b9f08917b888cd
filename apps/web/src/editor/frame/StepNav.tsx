import { nextStep, previousStep, showsNext, showsPrevious } from '@atelier/domain';
import { Button } from '@atelier/ui';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEditorText } from '../i18n/editorI18n';
import { useEditor } from '../store/EditorStoreContext';

/** 001 §4 previous / next: Previous is hidden on Design, Next on Review. */
export function StepNav() {
  const text = useEditorText();
  const step = useEditor((state) => state.step);
  const goTo = useEditor((state) => state.goTo);
  const previous = previousStep(step);
  const next = nextStep(step);
  return (
    <div className="editor-step-nav">
      {showsPrevious(step) && previous && (
        <Button icon={<ArrowLeft />} onClick={() => goTo(previous)} data-testid="editor-previous">
          {text('nav.previous')}
        </Button>
      )}
      <span className="editor-step-nav__spacer" />
      {showsNext(step) && next && (
        <Button variant="primary" onClick={() => goTo(next)} data-testid="editor-next">
          {text('nav.next')}
          <ArrowRight aria-hidden="true" className="editor-step-nav__icon" />
        </Button>
      )}
    </div>
  );
}
