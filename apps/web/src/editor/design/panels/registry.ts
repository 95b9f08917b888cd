import type { DesignPanel, DesignPanelModule } from './contract';

/**
 * Each design panel's folder, loaded when the panel first opens: the Design step's entries
 * never pull a panel's code (or three.js-free but heavy UV canvas code) into the frame's chunk.
 */
export const DESIGN_PANEL_MODULES: Readonly<Record<DesignPanel, () => Promise<DesignPanelModule>>> = {
  model: () => import('../model'),
  materials: () => import('../materials'),
  colorways: () => import('../colorways'),
  variations: () => import('../variations'),
  decals: () => import('../decals'),
  scene: () => import('../scene'),
};
