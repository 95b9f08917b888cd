import { Button } from '@atelier/ui';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (and its texts) load only when someone opens it.
const AiImageDialog = lazy(() => import('../ai/AiImageDialog'));

/**
 * 002 §2: 'AI image' opens the AI image generation dialog; its 'Apply' hands back the image's
 * URL, which becomes a new layer.
 */
export function AiImageButton({
  label,
  disabled,
  onApply,
}: {
  label: string;
  disabled: boolean;
  onApply: (imageUrl: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        icon={<Sparkles />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="decals-ai-image"
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AiImageDialog
            open={open}
            onClose={() => setOpen(false)}
            onApply={(imageUrl) => {
              setOpen(false);
              onApply(imageUrl);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
