import type { EditorStep } from '@atelier/domain';
import type { StepProps } from '../contract';
import { DesignStep } from '../design/DesignStep';
import { ReviewStep } from '../review/ReviewStep';
import { InfoStep, RenderStep, SaleStep } from '../steps';

/** The component of each step. Design and Review are the frame's; Render, Info and Sale the steps'. */
export function StepOutlet({ step, ...props }: StepProps & { step: EditorStep }) {
  switch (step) {
    case 'design':
      return <DesignStep {...props} />;
    case 'render':
      return <RenderStep {...props} />;
    case 'info':
      return <InfoStep {...props} />;
    case 'sale':
      return <SaleStep {...props} />;
    case 'preview':
      return <ReviewStep {...props} />;
  }
}
