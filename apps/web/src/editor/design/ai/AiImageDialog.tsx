import { Dialog } from '@atelier/ui';

/** The props the decal panel (and /aistudio) rely on: fixed, do not change. */
export interface AiImageDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Receives the stored image's URL when the person presses 'Apply'. */
  readonly onApply: (imageUrl: string) => void;
}

/**
 * AI image generation (002 §2 decal panel): a prompt makes an image that 'Apply' hands back.
 * Placeholder with the final interface; the generation lands in the following commits.
 */
export default function AiImageDialog({ open, onClose }: AiImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title="AI image">
      {null}
    </Dialog>
  );
}

export { AiImageDialog };
