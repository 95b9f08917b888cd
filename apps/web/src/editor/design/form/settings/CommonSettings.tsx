import { localizedTextLanguages } from '@atelier/domain';
import type { Field } from '@atelier/schema';
import { LANGUAGES, LANGUAGE_NAMES, Select, isLanguage, type Language } from '@atelier/ui';
import { useState } from 'react';
import type { FormSettingsText } from './i18n/useFormSettingsText';
import { LocalizedTextInputs } from './LocalizedTextInputs';
import { ToggleSetting } from './ToggleSetting';

/** English and Traditional Chinese always show (002: the interface is bilingual). */
const ALWAYS: readonly Language[] = ['en', 'zh-TW'];

/**
 * 002 §3 field (common): title and subtitle per language (English and Traditional Chinese,
 * 'Add a language' for the other six) and the required toggle.
 */
export function CommonSettings({
  field,
  commit,
  t,
}: {
  readonly field: Field;
  readonly commit: (next: Field) => boolean;
  readonly t: FormSettingsText;
}) {
  const held = [...localizedTextLanguages(field.title), ...localizedTextLanguages(field.subtitle)];
  const [added, setAdded] = useState<readonly Language[]>([]);
  const shown = LANGUAGES.filter(
    (language) => ALWAYS.includes(language) || held.includes(language) || added.includes(language),
  );
  const addable = LANGUAGES.filter((language) => !shown.includes(language));
  return (
    <fieldset className="form-settings__group">
      <legend className="form-settings__legend">{t('common')}</legend>
      <LocalizedTextInputs
        label={(language) => t('titleIn', { language })}
        value={field.title}
        languages={shown}
        onChange={(title) => commit({ ...field, title })}
      />
      <LocalizedTextInputs
        label={(language) => t('subtitleIn', { language })}
        value={field.subtitle}
        languages={shown}
        onChange={(subtitle) => commit({ ...field, subtitle })}
      />
      {addable.length > 0 && (
        <Select
          label={t('addLanguage')}
          value=""
          options={[
            { value: '', label: t('chooseLanguage') },
            ...addable.map((language) => ({
              value: language,
              label: LANGUAGE_NAMES[language],
              lang: language,
            })),
          ]}
          onChange={(language) => {
            if (isLanguage(language)) setAdded([...added, language]);
          }}
        />
      )}
      <ToggleSetting
        label={t('required')}
        checked={field.required}
        onChange={(required) => commit({ ...field, required })}
      />
    </fieldset>
  );
}
