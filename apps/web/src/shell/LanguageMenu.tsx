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
import { useMemo, useState } from 'react';
import { usePreferenceUpdater } from '../app/usePreferences';
import { useAppStore } from '../store/store';

const options = (codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: languageName(code) }));

/** 000 §2 the language button (signed-out visitors only; members use the settings), with the settings. */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useTranslation();
  const language = useAppStore((state) => state.preferences.language);
  const update = usePreferenceUpdater();
  const setOverlay = useAppStore((state) => state.setOverlay);
  // The other languages' names (Intl.DisplayNames, some 50 of them) only once the menu opens.
  const complete = useMemo(() => options(LANGUAGES), []);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const others = useMemo(() => (opened ? options(FALLBACK_LANGUAGES) : []), [opened]);
  return (
    <Menu
      label={t('language.label')}
      open={open}
      onOpenChange={setOpen}
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
        options={complete}
      />
      <MenuSub label={t('language.others')}>
        <MenuRadioGroup
          value={language}
          onValueChange={(value) => update({ language: value })}
          options={others}
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
