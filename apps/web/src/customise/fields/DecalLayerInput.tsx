import type { FieldOfType } from '@atelier/schema';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { type DecalAnswer, decalAnswerValue, readDecalAnswer } from '@atelier/domain';
import { ChoiceList } from './ChoiceList';
import { ClearButton } from './ClearButton';
import { DecalImage } from './DecalImage';
import { DecalUpload } from './DecalUpload';
import { controlA11y, FieldFrame } from './FieldFrame';

/**
 * 002 §3 decalLayerConfig: the creator's images as tiles, the shopper's own upload when allowed
 * (and an `uploadImage` is given), and a text on the design with its fonts, colours and length.
 */
export function DecalLayerInput(
  props: FieldInputProps & {
    field: FieldOfType<'decalLayerConfig'>;
    convert?: (image: Blob) => Promise<Blob>;
  },
) {
  const { field, value, onChange, problem, idPrefix, language, disabled, uploadImage, convert } = props;
  const { config, printGuard } = props;
  const { t, m } = useCustomiseTexts();
  const answer: DecalAnswer = readDecalAnswer(value) ?? { url: '' };
  const write = (next: DecalAnswer) => onChange(decalAnswerValue(next));
  const overlay = field.textOverlayOptions;
  const text = answer.text ?? { value: '' };
  const own = answer.url !== '' && !field.urlOptions.some((option) => option.url === answer.url);
  const choices = field.urlOptions.map((option) => ({
    value: option.url,
    label: option.name || option.url,
    media: <DecalImage url={option.url} />,
  }));
  if (own)
    choices.push({
      value: answer.url,
      label: answer.name ?? t('uploaded'),
      media: <DecalImage url={answer.url} />,
    });
  const a11y = controlA11y(idPrefix, problem);
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem}>
      {choices.length === 0 && !field.allowCustomUpload ? (
        <p className="cf-empty">{m({ key: 'empty.noOptions' })}</p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={choices}
          selected={[answer.url]}
          multiple={false}
          onToggle={(url) => {
            const name = field.urlOptions.find((option) => option.url === url)?.name;
            write({ url, ...(name ? { name } : {}), ...(answer.text ? { text: answer.text } : {}) });
          }}
          problem={problem}
          layout="grid"
          disabled={disabled}
        />
      )}
      {field.allowCustomUpload &&
        (uploadImage ? (
          <DecalUpload
            field={field}
            uploadImage={uploadImage}
            convert={convert}
            config={config}
            {...(printGuard ? { printGuard } : {})}
            disabled={disabled}
            onUploaded={(url, name) => write({ ...answer, url, name })}
          />
        ) : (
          <p className="cf-field__hint">{t('uploadUnavailable')}</p>
        ))}
      {field.allowTextOverlay && (
        <div className="cf-overlay">
          <label className="cf-overlay__row">
            <span>{t('textOverlay')}</span>
            <input
              className="cf-input"
              type="text"
              maxLength={overlay.maxLength}
              value={text.value}
              disabled={disabled}
              onChange={(event) => write({ ...answer, text: { ...text, value: event.target.value } })}
              {...a11y}
            />
            <span className="cf-field__hint">
              {t('characters', { count: text.value.length, max: overlay.maxLength })}
            </span>
          </label>
          {overlay.fonts.length > 0 && (
            <label className="cf-overlay__row">
              <span>{t('font')}</span>
              <select
                className="cf-input"
                value={text.font ?? overlay.fonts[0]}
                disabled={disabled}
                onChange={(event) => write({ ...answer, text: { ...text, font: event.target.value } })}
              >
                {overlay.fonts.map((font) => (
                  <option key={font} value={font} style={{ fontFamily: font }}>
                    {font}
                  </option>
                ))}
              </select>
            </label>
          )}
          {overlay.colors.length > 0 && (
            <fieldset className="cf-overlay__colours">
              <legend>{t('textColour')}</legend>
              <ChoiceList
                idPrefix={`${idPrefix}-colour`}
                choices={overlay.colors.map((colour) => ({
                  value: colour,
                  label: colour,
                  media: <span className="cf-swatch" style={{ background: colour }} aria-hidden="true" />,
                }))}
                selected={[text.color ?? '']}
                multiple={false}
                onToggle={(color) => write({ ...answer, text: { ...text, color } })}
                problem={null}
                layout="swatches"
                disabled={disabled}
              />
            </fieldset>
          )}
        </div>
      )}
      {(answer.url !== '' || text.value !== '') && !field.required && (
        <ClearButton onClear={() => onChange(undefined)} disabled={disabled} />
      )}
    </FieldFrame>
  );
}
