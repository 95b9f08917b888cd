import {
  FALLBACK_LANGUAGES,
  LANGUAGES,
  Menu,
  MenuItem,
  MenuRadioGroup,
  MenuSeparator,
  MenuSub,
  languageName,
  useTranslation,
  Button,
} from '@atelier/ui';
import { Languages, Settings } from 'lucide-react';
import { usePreferenceUpdater } from '../app/usePreferences';
import { useAppStore } from '../store/store';

const COMPLETE = LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));
const OTHERS = FALLBACK_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));

/** 000 §2 the language button (signed-out visitors only; members use the settings), with the settings. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.preferences.language);
  const update = usePreferenceUpdater();
  const setOverlay = useAppStore((state) => state.setOverlay);
  return (
    <Menu
      label={t('language.label')}
      trigger={
        <Button
          variant="ghost"
          icon={<Languages />}
          aria-label={`${t('language.label')}: ${languageName(language)}`}
        />
      }
    >
      <MenuRadioGroup
        value={language}
        onValueChange={(value) => update({ language: value })}
        options={COMPLETE}
      />
      <MenuSub label={t('language.others')}>
        <MenuRadioGroup
          value={language}
          onValueChange={(value) => update({ language: value })}
          options={OTHERS}
        />
      </MenuSub>
      <MenuSeparator />
      {/* Guests keep currency, theme and nav bar choices on this device too (000 §2). */}
      <MenuItem icon={<Settings />} onSelect={() => setOverlay('settings')}>
        {t('user.settings')}
      </MenuItem>
    </Menu>
  );
}
