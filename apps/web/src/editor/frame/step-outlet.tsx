import { EDITOR_STEP_LABELS, message, type EditorStep } from '@atelier/domain';
import { EmptyState } from '@atelier/ui';
import type { StepProps } from '../contract';
import { DesignStep } from '../design/DesignStep';
import { useEditorText } from '../i18n/editorI18n';
import { ReviewStep } from '../review/ReviewStep';
import { useMessage } from '../../i18n/storefrontI18n';

/** Until the steps helper's components land: a calm placeholder naming the step. */
function StepPlaceholder({ step }: { step: EditorStep }) {
  const text = useEditorText();
  const m = useMessage();
  return (
    <div data-testid={`editor-step-placeholder-${step}`}>
      <EmptyState title={m(message(EDITOR_STEP_LABELS[step]))}>
        <p>{text('placeholder.step')}</p>
      </EmptyState>
    </div>
  );
}

/**
 * The component of each step. Design and Review are the frame's; Render, Info and Sale come
 * from the steps (apps/web/src/editor/steps), switched in by the lead where marked `// steps:`.
 */
export function StepOutlet({ step, ...props }: StepProps & { step: EditorStep }) {
  switch (step) {
    case 'design':
      return <DesignStep {...props} />;
    case 'render':
      return <StepPlaceholder step="render" />; // steps: <RenderStep {...props} />
    case 'info':
      return <StepPlaceholder step="info" />; // steps: <InfoStep {...props} />
    case 'sale':
      return <StepPlaceholder step="sale" />; // steps: <SaleStep {...props} />
    case 'preview':
      return <ReviewStep {...props} />;
  }
}
