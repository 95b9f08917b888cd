import { message as domainMessage, setColorwaySelectTarget } from '@atelier/domain';
import { Select } from '@atelier/ui';
import { useMessage } from '../../../../../i18n/storefrontI18n';
import { CopiedOptions } from '../CopiedOptions';
import type { TypeSettingsProps } from '../types';

/**
 * 002 §3 colorwaySelect: the target colorway (choosing one copies its options, 002 §4); 002
 * §8's 'No colorways available. …' when the design has none.
 */
export function ColorwaySelectSettings({ field, commit, config, t }: TypeSettingsProps<'colorwaySelect'>) {
  const message = useMessage();
  if (config.groups.length === 0)
    return (
      <p role="status" className="form-settings__empty">
        {message(domainMessage('empty.noColorways'))}
      </p>
    );
  return (
    <>
      <Select
        label={t('targetColorway')}
        value={field.targetColorway ?? ''}
        options={[
          ...(field.targetColorway === undefined ? [{ value: '', label: t('chooseOne') }] : []),
          ...config.groups.map((group) => ({ value: group.value, label: group.name })),
        ]}
        onChange={(value) => {
          if (value !== '') commit(setColorwaySelectTarget(field, config, value));
        }}
      />
      <CopiedOptions label={t('copiedOptions')} options={field.options} />
    </>
  );
}
