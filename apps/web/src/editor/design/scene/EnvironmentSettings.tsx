import {
  ENVIRONMENT_INTENSITY_SLIDER,
  ENVIRONMENT_PRESETS,
  chooseEnvironment,
  presetOfUrl,
  setEnvironmentIntensity,
  sliderFromEnvironmentIntensity,
} from '@atelier/domain';
import { DEFAULT_ENVIRONMENT_INTENSITY } from '@atelier/schema';
import type { StepProps } from '../../contract';
import { useSceneText } from './i18n/useSceneText';
import { PresetGrid } from './PresetGrid';
import { SceneSlider } from './SceneSlider';
import { assetAddress, designOf, draftDesignOf } from './sceneConfig';

/** 002 §2, §9 Environment: the 13 HDR presets and the intensity, 0 to 500 % in steps of 10. */
export function EnvironmentSettings({ doc, change }: StepProps) {
  const t = useSceneText();
  const environment = designOf(doc).environment_config;
  const percent = sliderFromEnvironmentIntensity(environment?.intensity ?? DEFAULT_ENVIRONMENT_INTENSITY);
  return (
    <div className="scene-section" data-testid="scene-environment">
      <SceneSlider
        label={t('intensity')}
        {...ENVIRONMENT_INTENSITY_SLIDER}
        value={percent}
        format={(value) => t('percent', { value })}
        onChange={(value) =>
          change((draft) => {
            const design = draftDesignOf(draft);
            design.environment_config = setEnvironmentIntensity(design.environment_config, value);
          }, 'Environment intensity')
        }
        testId="scene-intensity"
      />
      <h4 className="scene-subtitle">{t('environments')}</h4>
      <PresetGrid
        label={t('environments')}
        choices={ENVIRONMENT_PRESETS.map((preset) => ({
          id: preset.url,
          label: t(`environment.${preset.id}` as never),
          thumb: assetAddress(preset.thumb),
        }))}
        selected={presetOfUrl(ENVIRONMENT_PRESETS, environment?.url)?.url}
        onChoose={(url) =>
          change((draft) => {
            const design = draftDesignOf(draft);
            design.environment_config = chooseEnvironment(design.environment_config, url);
          }, 'Environment')
        }
        testId="scene-environments"
      />
    </div>
  );
}
