import { useState } from 'react';
import '../colorways/designPanel.css';
import type { DesignPanelProps } from '../panels/contract';
import { VariationConfig } from './VariationConfig';
import { VariationList } from './VariationList';
import './variations.css';

/**
 * 002 §2 Variations: the list of variations, and one variation in its place. A variation that
 * disappears (deleted, or undone) returns to the list.
 */
export function VariationsPanel(props: DesignPanelProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const variant = props.doc.item.combination_config.variant.find((each) => each.id === open);
  if (variant)
    return (
      <VariationConfig
        {...props}
        variant={variant}
        onClose={() => {
          setLeft(variant.id);
          setOpen(null);
        }}
      />
    );
  return <VariationList {...props} onOpen={setOpen} focusVariant={left} />;
}
