import { useState } from 'react';
import type { DesignPanelProps } from '../panels/contract';
import { PartGrid } from './PartGrid';
import { PartMaterialPanel } from './PartMaterialPanel';
import './materials.css';

/**
 * 002 §2 the materials panel: the Material initializer (a tile per part) and, in its place, the
 * chosen part's material panel; 'Back to parts' returns to the grid with the focus on that part.
 */
export function MaterialsPanel({ doc, change }: DesignPanelProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const exists = open !== null && doc.item.combination_config.parts.some((part) => part.value === open);
  if (open !== null && exists) {
    return (
      <PartMaterialPanel
        doc={doc}
        change={change}
        partId={open}
        onBack={() => {
          setLeft(open);
          setOpen(null);
        }}
      />
    );
  }
  return (
    <PartGrid
      doc={doc}
      focusPart={left}
      onOpen={(partId) => {
        setLeft(null);
        setOpen(partId);
      }}
    />
  );
}
