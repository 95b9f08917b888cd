import {
  BACKGROUND_IMAGE_PRESETS,
  ENVIRONMENT_PRESETS,
  LIGHTING_PRESET_LABELS,
  type MessageKey,
  lightingPresetOf,
  message,
  presetOfUrl,
} from '@atelier/domain';
import { Button } from '@atelier/ui';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { DesignPanelProps } from '../panels/contract';
import { BackgroundSettings } from './BackgroundSettings';
import { EnvironmentSettings } from './EnvironmentSettings';
import { useSceneText } from './i18n/useSceneText';
import { LightSettings } from './LightSettings';
import { assetAddress, designOf } from './sceneConfig';
import './scene.css';

// The form builder (drag and drop, its own texts) is its own chunk, loaded when the Form tile opens.
const FormBuilder = lazy(() =>
  import('../form/FormBuilder').then((module) => ({ default: module.FormBuilder })),
);

/** 002 §2 the four tiles; Appearance opens the Light sub-panel (docs/decisions.md). */
export const SCENE_TILES = ['background', 'environment', 'appearance', 'form'] as const;
export type SceneTile = (typeof SCENE_TILES)[number];

const TILE_TITLES: Readonly<Record<SceneTile, MessageKey>> = {
  background: 'scene.background',
  environment: 'scene.environment',
  appearance: 'scene.appearance',
  form: 'scene.form',
};

/** The swatch of a tile: what the design holds now. */
function tilePreview(tile: SceneTile, props: DesignPanelProps): { fill?: string; thumb?: string } {
  const design = designOf(props.doc);
  if (tile === 'background') {
    const background = design.background_config;
    if (background?.type === 'img') {
      const preset = presetOfUrl(BACKGROUND_IMAGE_PRESETS, background.url);
      return preset ? { thumb: assetAddress(preset.thumb) } : {};
    }
    return background?.color ? { fill: background.color } : {};
  }
  if (tile === 'environment') {
    const preset = presetOfUrl(ENVIRONMENT_PRESETS, design.environment_config?.url);
    return preset ? { thumb: assetAddress(preset.thumb) } : {};
  }
  return {};
}

/**
 * 002 §2 Scene settings: four tiles (Background, Environment, Appearance, Form marked New);
 * each opens its settings in place with a way back to the tiles ('Back to design', above,
 * leaves the panel). Every choice is a domain operation through `change`: one undo step,
 * in the viewer within a frame.
 */
export function ScenePanel(props: DesignPanelProps) {
  const t = useSceneText();
  const m = useMessage();
  const [open, setOpen] = useState<SceneTile | null>(null);
  // Focus follows the view: the sub-panel's back button on opening, the tile on return.
  const returnTo = useRef<SceneTile | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const tilesRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) backRef.current?.focus();
    else if (returnTo.current)
      tilesRef.current?.querySelector<HTMLButtonElement>(`[data-tile="${returnTo.current}"]`)?.focus();
  }, [open]);

  const lighting = lightingPresetOf(designOf(props.doc).lighting_config);
  const holds: Record<SceneTile, string> = {
    background: t('backgroundHolds'),
    environment: t('environmentHolds'),
    appearance: lighting
      ? `${t('light')}: ${m(message(LIGHTING_PRESET_LABELS[lighting]))}`
      : t('appearanceHolds'),
    form: t('formHolds'),
  };

  if (open) {
    const title = open === 'appearance' ? t('light') : m(message(TILE_TITLES[open]));
    const views: Record<SceneTile, ReactNode> = {
      background: <BackgroundSettings doc={props.doc} change={props.change} />,
      environment: <EnvironmentSettings doc={props.doc} change={props.change} />,
      appearance: <LightSettings doc={props.doc} change={props.change} />,
      form: (
        <Suspense fallback={null}>
          <FormBuilder doc={props.doc} change={props.change} />
        </Suspense>
      ),
    };
    return (
      <section className="scene-panel" aria-labelledby="scene-sub-title" data-scene-view={open}>
        <div className="scene-panel__bar">
          <Button
            ref={backRef}
            variant="ghost"
            size="sm"
            className="editor-design-panel__back"
            onClick={() => {
              returnTo.current = open;
              setOpen(null);
            }}
          >
            <ArrowLeft aria-hidden="true" />
            {t('backToScene')}
          </Button>
          <h3 className="scene-panel__title" id="scene-sub-title">
            {title}
          </h3>
        </div>
        {views[open]}
      </section>
    );
  }

  return (
    <ul className="scene-tiles" ref={tilesRef} aria-labelledby="editor-step-design" data-testid="scene-tiles">
      {SCENE_TILES.map((tile) => {
        const preview = tilePreview(tile, props);
        return (
          <li key={tile}>
            <button type="button" className="scene-tile" data-tile={tile} onClick={() => setOpen(tile)}>
              <span
                className="scene-tile__swatch"
                data-tile-swatch={tile}
                style={preview.fill ? { background: preview.fill } : undefined}
                aria-hidden="true"
              >
                {preview.thumb && <img src={preview.thumb} alt="" decoding="async" />}
              </span>
              <span className="scene-tile__text">
                <strong>
                  {m(message(TILE_TITLES[tile]))}
                  {tile === 'form' && <span className="scene-badge">{m(message('scene.new'))}</span>}
                </strong>
                <span>{holds[tile]}</span>
              </span>
              <ChevronRight className="scene-tile__open" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
