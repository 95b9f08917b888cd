import { localizedTextIn, setLocalizedText } from '@atelier/domain';
import type { TextOrLocalized } from '@atelier/schema';
import { LANGUAGE_NAMES, TextField, type Language } from '@atelier/ui';

/** 002 §3: a multilingual text, one input per language shown (title, subtitle, placeholder). */
export function LocalizedTextInputs({
  label,
  value,
  languages,
  onChange,
}: {
  /** The input's name in one language: (language name) => label. */
  readonly label: (languageName: string) => string;
  readonly value: TextOrLocalized | undefined;
  readonly languages: readonly Language[];
  readonly onChange: (next: Record<string, string>) => void;
}) {
  return (
    <div className="form-settings__languages">
      {languages.map((language) => (
        <TextField
          key={language}
          label={label(LANGUAGE_NAMES[language])}
          lang={language}
          value={localizedTextIn(value, language)}
          onChange={(event) => onChange(setLocalizedText(value, language, event.target.value))}
        />
      ))}
    </div>
  );
}
