import {
  LIGHT_ANGLE_SLIDER,
  LIGHTING_PRESET_CHOICES,
  message,
  chooseLightingPreset,
  lightingPresetOf,
  setLightAngle,
  sliderFromLightAngle,
} from '@atelier/domain';
import { Check } from 'lucide-react';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { StepProps } from '../../contract';
import { useSceneText } from './i18n/useSceneText';
import { SceneSlider } from './SceneSlider';
import { designOf, draftDesignOf } from './sceneConfig';

/** 002 §2, §9 the Light sub-panel: the 10 lighting presets and the angle, -180 to 180° in steps of 5. */
export function LightSettings({ doc, change }: StepProps) {
  const t = useSceneText();
  const m = useMessage();
  const lighting = designOf(doc).lighting_config;
  const current = lightingPresetOf(lighting);
  return (
    <div className="scene-section" data-testid="scene-light">
      <h4 className="scene-subtitle">{t('lightPresets')}</h4>
      {current === null && <p className="scene-note">{t('customLights')}</p>}
      <ul className="scene-lights" aria-label={t('lightPresets')}>
        {LIGHTING_PRESET_CHOICES.map((preset) => (
          <li key={preset.name}>
            <button
              type="button"
              className="scene-lights__choice"
              aria-pressed={current === preset.name}
              data-preset={preset.name}
              onClick={() =>
                change((draft) => {
                  const design = draftDesignOf(draft);
                  design.lighting_config = chooseLightingPreset(design.lighting_config, preset.name);
                }, 'Lighting')
              }
            >
              <span>{m(message(preset.label))}</span>
              {current === preset.name && <Check aria-hidden="true" className="scene-lights__check" />}
            </button>
          </li>
        ))}
      </ul>
      <SceneSlider
        label={t('angle')}
        {...LIGHT_ANGLE_SLIDER}
        value={sliderFromLightAngle(lighting?.angle ?? 0)}
        format={(value) => t('degrees', { value })}
        onChange={(value) =>
          change((draft) => {
            const design = draftDesignOf(draft);
            design.lighting_config = setLightAngle(design.lighting_config, value);
          }, 'Light angle')
        }
        testId="scene-angle"
      />
    </div>
  );
}
