import { checkTextMaxLengthInput } from '@atelier/domain';
import { LocalizedTextInputs } from '../LocalizedTextInputs';
import { NumberSetting } from '../NumberSetting';
import type { TypeSettingsProps } from '../types';

/** 002 §3, §5 text: max length (at least 1; empty means no limit) and the placeholder. */
export function TextSettings({ field, commit, t }: TypeSettingsProps<'text'>) {
  return (
    <>
      <NumberSetting
        label={t('maxLength')}
        hint={t('noLimit')}
        value={field.maxLength}
        check={checkTextMaxLengthInput}
        onValue={(maxLength) => {
          const { maxLength: _old, ...rest } = field;
          return commit(maxLength === undefined ? rest : { ...field, maxLength });
        }}
        refused={t('notKept')}
      />
      <LocalizedTextInputs
        label={(language) => t('placeholderIn', { language })}
        value={field.placeholder}
        languages={['en', 'zh-TW']}
        onChange={(placeholder) => commit({ ...field, placeholder })}
      />
    </>
  );
}
