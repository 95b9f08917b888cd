import { message as domainMessage, setVariationSelectTarget } from '@atelier/domain';
import { Select } from '@atelier/ui';
import { useMessage } from '../../../../../i18n/storefrontI18n';
import { CopiedOptions } from '../CopiedOptions';
import type { TypeSettingsProps } from '../types';

/**
 * 002 §3 variationSelect: the target variation (choosing one copies its options, 002 §4) and
 * the default option among them; 002 §8's 'No variations available. …' when the design has none.
 */
export function VariationSelectSettings({ field, commit, config, t }: TypeSettingsProps<'variationSelect'>) {
  const message = useMessage();
  if (config.variant.length === 0)
    return (
      <p role="status" className="form-settings__empty">
        {message(domainMessage('empty.noVariations'))}
      </p>
    );
  const { defaultValue: _dropped, ...withoutDefault } = field;
  return (
    <>
      <Select
        label={t('targetVariation')}
        value={field.targetVariation ?? ''}
        options={[
          ...(field.targetVariation === undefined ? [{ value: '', label: t('chooseOne') }] : []),
          ...config.variant.map((variant) => ({ value: variant.id, label: variant.name })),
        ]}
        onChange={(id) => {
          if (id !== '') commit(setVariationSelectTarget(field, config, id));
        }}
      />
      <CopiedOptions label={t('copiedOptions')} options={field.options} />
      <Select
        label={t('defaultValue')}
        value={field.defaultValue ?? ''}
        options={[
          { value: '', label: t('noDefault') },
          ...field.options.map((option) => ({ value: option.value, label: option.label || option.value })),
        ]}
        onChange={(value) => commit(value === '' ? withoutDefault : { ...field, defaultValue: value })}
      />
    </>
  );
}
