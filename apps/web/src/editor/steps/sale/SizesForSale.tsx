import { toggleBlacklistedSize } from '@atelier/domain';
import type { Size } from '@atelier/schema';
import { useState } from 'react';
import { useStepsText } from '../i18n';

/**
 * 001 §5 the sizes a creation sells: each of the prebuild's sizes is ticked unless it is on
 * the blacklist; the last ticked size cannot be unticked ('At least one size should be
 * available').
 */
export function SizesForSale({
  offered,
  blacklist,
  onChange,
}: {
  offered: readonly Size[];
  blacklist: readonly Size[];
  onChange: (blacklist: Size[]) => void;
}) {
  const { t } = useStepsText();
  const [refused, setRefused] = useState(false);
  return (
    <fieldset className="editor-step__section">
      <legend className="editor-step__heading">{t('sizesForSale')}</legend>
      <p className="editor-step__hint">{t('sizesHint')}</p>
      <div className="editor-step__chips">
        {offered.map((size) => (
          <label key={size} className="editor-step__check sale-step__size">
            <input
              type="checkbox"
              checked={!blacklist.includes(size)}
              onChange={() => {
                const result = toggleBlacklistedSize(blacklist, size, offered);
                setRefused(!result.ok);
                if (result.ok) onChange(result.value);
              }}
            />
            <span>{size}</span>
          </label>
        ))}
      </div>
      {refused && (
        <p className="editor-step__error" role="alert">
          {t('sizeAtLeastOne')}
        </p>
      )}
    </fieldset>
  );
}
