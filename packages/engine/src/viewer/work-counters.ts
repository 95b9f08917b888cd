/**
 * What the viewer has done since it was made, counted where the work happens: hosts,
 * tests and the benchmark read it to check that a change did only the work it needed
 * (a colour change redraws no decal canvas and loads no environment).
 */
export interface ViewerWork {
  /** Models fetched and parsed. */
  modelsLoaded: number;
  /** Part materials whose look (textures, factors) changed. */
  materialsRebuilt: number;
  /** Part decal canvases redrawn (each dirty canvas once per frame it is redrawn in). */
  decalCanvasesRedrawn: number;
  /** Backgrounds applied (colour, gradient or image). */
  backgroundsApplied: number;
  /** Lighting set-ups applied (a layout, preset or angle that changed). */
  lightingsApplied: number;
  /** Environment maps loaded and prefiltered. */
  environmentsLoaded: number;
}

export const emptyWork = (): ViewerWork => ({
  modelsLoaded: 0,
  materialsRebuilt: 0,
  decalCanvasesRedrawn: 0,
  backgroundsApplied: 0,
  lightingsApplied: 0,
  environmentsLoaded: 0,
});
