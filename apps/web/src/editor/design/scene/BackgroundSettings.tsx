import {
  BACKGROUND_COLOR_PRESETS,
  BACKGROUND_IMAGE_PRESETS,
  chooseBackgroundColor,
  chooseBackgroundImage,
  colorPresetOf,
  gradientColors,
  linearBackgroundGradient,
  presetOfUrl,
  switchBackgroundType,
} from '@atelier/domain';
import type { BackgroundConfig, BackgroundType } from '@atelier/schema';
import { SegmentedControl } from '@atelier/ui';
import type { StepProps } from '../../contract';
import { useSceneText } from './i18n/useSceneText';
import { PresetGrid, type PresetChoice } from './PresetGrid';
import { assetAddress, designOf, draftDesignOf } from './sceneConfig';

const COLOR_CHOICES: readonly PresetChoice[] = BACKGROUND_COLOR_PRESETS.map((preset) => ({
  id: preset.hex,
  // Decision: Pantone's names are proper names and stay as Pantone writes them.
  label: preset.name,
  detail: preset.code,
  fill: preset.hex,
}));

/**
 * 002 §2 Background: the type (image, colour or gradient), then the 13 stock images, the 15
 * preset colours, or a gradient between two of them. A colour clears the image url.
 */
export function BackgroundSettings({ doc, change }: StepProps) {
  const t = useSceneText();
  const background = designOf(doc).background_config;
  const type: BackgroundType = background?.type ?? 'color';
  const set = (next: BackgroundConfig, label: string) =>
    change((draft) => {
      draftDesignOf(draft).background_config = next;
    }, label);

  const imageChoices: PresetChoice[] = BACKGROUND_IMAGE_PRESETS.map((preset) => ({
    id: preset.url,
    label: t(`background.${preset.id}` as never),
    thumb: assetAddress(preset.thumb),
  }));
  const gradient = type === 'gradient' ? gradientColors(background?.color) : null;
  const [top, bottom] = gradient ?? [undefined, undefined];
  const imagePreset = type === 'img' ? presetOfUrl(BACKGROUND_IMAGE_PRESETS, background?.url) : undefined;

  return (
    <div className="scene-section" data-testid="scene-background">
      <SegmentedControl<BackgroundType>
        label={t('backgroundType')}
        fullWidth
        value={type}
        options={[
          { value: 'img', label: t('typeImage') },
          { value: 'color', label: t('typeColor') },
          { value: 'gradient', label: t('typeGradient') },
        ]}
        onChange={(next) => set(switchBackgroundType(background, next), 'Background type')}
      />
      {type === 'img' && (
        <>
          {!imagePreset && background?.url && <p className="scene-note">{t('customImage')}</p>}
          <PresetGrid
            label={t('stockImages')}
            choices={imageChoices}
            selected={imagePreset?.url}
            onChoose={(url) => set(chooseBackgroundImage(url), 'Background image')}
            testId="scene-background-images"
          />
        </>
      )}
      {type === 'color' && (
        <PresetGrid
          label={t('presetColors')}
          compact
          choices={COLOR_CHOICES}
          selected={colorPresetOf(background?.color)?.hex}
          onChoose={(hex) => set(chooseBackgroundColor(hex), 'Background colour')}
          testId="scene-background-colors"
        />
      )}
      {type === 'gradient' && (
        <>
          <div
            className="scene-gradient-preview"
            style={{ background: background?.color }}
            aria-hidden="true"
          />
          {!gradient && <p className="scene-note">{t('customGradient')}</p>}
          <h4 className="scene-subtitle">{t('gradientTop')}</h4>
          <PresetGrid
            label={t('gradientTop')}
            compact
            choices={COLOR_CHOICES}
            selected={top}
            onChoose={(hex) => set(linearBackgroundGradient(hex, bottom ?? hex), 'Background gradient')}
            testId="scene-gradient-top"
          />
          <h4 className="scene-subtitle">{t('gradientBottom')}</h4>
          <PresetGrid
            label={t('gradientBottom')}
            compact
            choices={COLOR_CHOICES}
            selected={bottom}
            onChoose={(hex) => set(linearBackgroundGradient(top ?? hex, hex), 'Background gradient')}
            testId="scene-gradient-bottom"
          />
        </>
      )}
    </div>
  );
}
