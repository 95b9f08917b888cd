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

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language in its own name; a partly translated one with its English name under it. */
const options = (codes: readonly string[], withEnglish: boolean) =>
  codes.map((code) => ({
    value: code,
    label: withEnglish ? (
      <span className="language-menu__name">
        <span lang={code}>{languageName(code)}</span>
        <span className="language-menu__english">{englishNames.of(code) ?? code}</span>
      </span>
    ) : (
      <span lang={code}>{languageName(code)}</span>
    ),
  }));

/** 000 §2 the language button (signed-out visitors only; members use the settings), with the settings. */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useTranslation();
  const language = useAppStore((state) => state.preferences.language);
  const update = usePreferenceUpdater();
  const setOverlay = useAppStore((state) => state.setOverlay);
  // The other languages' names (Intl.DisplayNames, some 50 of them) only once the menu opens.
  const complete = useMemo(() => options(LANGUAGES, false), []);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const others = useMemo(() => (opened ? options(FALLBACK_LANGUAGES, true) : []), [opened]);
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
      {/* Issue 18: says plainly which languages are complete and which fall back to English. */}
      <MenuRadioGroup
        label={t('language.complete')}
        value={language}
        onValueChange={(value) => update({ language: value })}
        options={complete}
      />
      <MenuSub label={t('language.others')}>
        <MenuRadioGroup
          label={t('language.partial')}
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
