import { Button } from '@atelier/ui';
import { Sparkles } from 'lucide-react';

/**
 * 002 §2 the 'AI image' entry: opens the AI image dialog, whose 'Apply' adds the image as a
 * new layer. (The dialog is another panel's work; until it exists the button is not shown.)
 */
export function AiImageButton(_props: { label: string; disabled: boolean; onApply: (url: string) => void }) {
  void Button;
  void Sparkles;
  return null;
}
