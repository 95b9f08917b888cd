import type { ComponentType } from 'react';
import type { StepProps } from '../../contract';

/** The design panels of 001 §2 / 002, in the order the Design step lists them. */
export const DESIGN_PANELS = ['model', 'materials', 'colorways', 'variations', 'decals', 'scene'] as const;
export type DesignPanel = (typeof DESIGN_PANELS)[number];

/** What a design panel receives: the step's document and change, and the way back to Design. */
export interface DesignPanelProps extends StepProps {
  /** Closes the panel (its own 'Back to design' or back arrow); the Design step shows again. */
  readonly back: () => void;
}

/**
 * A panel's texts in one language: its own namespace (`texts`) and the translations of the
 * `@atelier/domain` messages it shows (`messages`, merged into the shared 'messages'
 * namespace, English verbatim from the domain).
 */
export interface PanelCatalogue {
  readonly namespace: string;
  readonly texts: Readonly<Record<string, string>>;
  readonly messages: Readonly<Record<string, string>>;
}

/** What a panel's folder exports from its `index.ts` (loaded on first open, its own chunk). */
export interface DesignPanelModule {
  readonly Panel: ComponentType<DesignPanelProps>;
  readonly loadCatalogue: (language: string) => Promise<PanelCatalogue>;
  /**
   * The panel shows its own title in the specification's words ('Colorways', 'Variation'): the
   * host's heading then stays for screen readers only, so the title is not shown twice.
   */
  readonly hasOwnHeading?: boolean;
}
