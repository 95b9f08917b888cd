import type { FieldOfType } from '@atelier/schema';
import { useState } from 'react';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { singleValue } from './answerValues';
import { ChoiceList } from './ChoiceList';
import { FieldFrame } from './FieldFrame';

/**
 * 002 §3 sizeSelect: a button per size; with showSizeChart the sizes' measurements as a table in
 * the field's units, or the creator's size chart image when there is one.
 */
export function SizeSelectInput(props: FieldInputProps & { field: FieldOfType<'sizeSelect'> }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { t, m } = useCustomiseTexts();
  const [imageFailed, setImageFailed] = useState(false);
  const measures = [...new Set(field.availableSizes.flatMap((size) => Object.keys(size.measurements ?? {})))];
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem}>
      {field.availableSizes.length === 0 ? (
        <p className="cf-empty">{m({ key: 'empty.noOptions' })}</p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={field.availableSizes.map((size) => ({
            value: size.value,
            label: size.label || size.value,
          }))}
          selected={[singleValue(value)]}
          multiple={false}
          onToggle={onChange}
          problem={problem}
          layout="buttons"
          disabled={disabled}
        />
      )}
      {field.showSizeChart && field.sizeChartImage && (
        <figure className="cf-size-chart">
          {imageFailed ? (
            <p className="cf-empty">{m({ key: 'image.loadFailed' })}</p>
          ) : (
            <img src={field.sizeChartImage} alt={t('sizeChart')} onError={() => setImageFailed(true)} />
          )}
        </figure>
      )}
      {field.showSizeChart && !field.sizeChartImage && measures.length > 0 && (
        <div className="cf-size-chart">
          <table>
            <caption>
              {t('sizeChart')} · {t('sizeChartCaption', { unit: field.measurementUnits })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('size')}</th>
                {measures.map((measure) => (
                  <th scope="col" key={measure}>
                    {measure}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {field.availableSizes.map((size) => (
                <tr key={size.value}>
                  <th scope="row">{size.label || size.value}</th>
                  {measures.map((measure) => (
                    <td key={measure}>{size.measurements?.[measure] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FieldFrame>
  );
}
