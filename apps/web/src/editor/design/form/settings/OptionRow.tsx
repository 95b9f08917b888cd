import {
  checkPriceAdjustmentInput,
  priceAdjustmentInputText,
  switchPriceAdjustmentType,
} from '@atelier/domain';
import type { ChoiceOption } from '@atelier/schema';
import { Button, Select } from '@atelier/ui';
import { Trash2 } from 'lucide-react';
import type { FormSettingsText } from './i18n/useFormSettingsText';
import { LocalizedTextInputs } from './LocalizedTextInputs';
import { NumberSetting } from './NumberSetting';

/**
 * One option of a radio or checkbox field (002 §3): its text in English and Traditional
 * Chinese and its extra price, typed in currency units (step 0.01, at least 0, 002 §5) and
 * kept in cents when fixed (the schema's money).
 */
export function OptionRow({
  option,
  number,
  t,
  onChange,
  onDelete,
}: {
  readonly option: ChoiceOption;
  readonly number: number;
  readonly t: FormSettingsText;
  /** Keeps the option; false when the field refuses it. */
  readonly onChange: (option: ChoiceOption) => boolean;
  readonly onDelete: () => void;
}) {
  const price = option.extraPrice;
  const { extraPrice: _old, ...withoutPrice } = option;
  return (
    <li className="form-settings__row" aria-label={t('optionNumber', { number })}>
      <LocalizedTextInputs
        label={(language) => t('optionTextIn', { language })}
        value={option.text}
        languages={['en', 'zh-TW']}
        onChange={(text) => onChange({ ...option, text })}
      />
      <div className="form-settings__cells">
        <Select
          label={t('priceType')}
          value={price?.type ?? ''}
          options={[
            { value: '', label: t('priceNone') },
            { value: 'fixed', label: t('priceFixed') },
            { value: 'percentage', label: t('pricePercentage') },
          ]}
          onChange={(type) =>
            onChange(
              type === 'fixed' || type === 'percentage'
                ? {
                    ...option,
                    extraPrice: price ? switchPriceAdjustmentType(price, type) : { type, value: 0 },
                  }
                : withoutPrice,
            )
          }
        />
        {price && (
          <NumberSetting
            key={price.type}
            label={price.type === 'fixed' ? t('priceFixedValue') : t('pricePercentageValue')}
            value={price.value}
            check={(text) => checkPriceAdjustmentInput(text, price.type)}
            show={(value) => priceAdjustmentInputText({ type: price.type, value })}
            onValue={(value) => onChange({ ...option, extraPrice: { type: price.type, value } })}
            refused={t('notKept')}
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('deleteOption', { number })}
          icon={<Trash2 size={16} aria-hidden="true" />}
          onClick={onDelete}
        />
      </div>
    </li>
  );
}
