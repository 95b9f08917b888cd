import type { MessageKey } from '@atelier/domain';
import type { SceneCatalogue } from './en';

/** The @atelier/domain messages the scene panel shows (tiles, lighting presets). */
export const SCENE_MESSAGE_KEYS = [
  'scene.background',
  'scene.environment',
  'scene.appearance',
  'scene.form',
  'scene.new',
  'lighting.default',
  'lighting.dramaticContrast',
  'lighting.softAmbience',
  'lighting.sideHighlight',
  'lighting.overheadGlow',
  'lighting.neonNights',
  'lighting.solarFlare',
  'lighting.quantumFlux',
  'lighting.shadowyAbyss',
  'lighting.spectralWhisper',
] as const satisfies readonly MessageKey[];

export type SceneMessageKey = (typeof SCENE_MESSAGE_KEYS)[number];
export type SceneMessages = Readonly<Record<SceneMessageKey, string>>;

/** One language's texts of the panel: its own and the domain messages it shows. */
export interface SceneLanguage {
  readonly texts: SceneCatalogue;
  readonly messages: SceneMessages;
}
