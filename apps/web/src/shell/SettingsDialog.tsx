import { DISPLAY_CURRENCIES } from '@atelier/domain';
import {
  Dialog,
  FALLBACK_LANGUAGES,
  LANGUAGES,
  SegmentedControl,
  Select,
  languageName,
  useTranslation,
} from '@atelier/ui';
import { Moon, PanelBottom, PanelTop, Sun } from 'lucide-react';
import { usePreferenceUpdater } from '../app/usePreferences';
import { useViewer } from '../api/queries';
import { RATES_AS_OF } from '../money/rates';
import { useAppStore } from '../store/store';

const LANGUAGE_OPTIONS = [...LANGUAGES, ...FALLBACK_LANGUAGES].map((code) => ({
  value: code,
  label: languageName(code),
  lang: code,
}));
const CURRENCY_OPTIONS = DISPLAY_CURRENCIES.map((code) => ({ value: code, label: code }));

/** 000 §2 settings: language, currency, theme, nav bar placement and style. */
export function SettingsDialog() {
  const { t, i18n } = useTranslation();
  const open = useAppStore((state) => state.openOverlay === 'settings');
  const setOverlay = useAppStore((state) => state.setOverlay);
  const preferences = useAppStore((state) => state.preferences);
  const update = usePreferenceUpdater();
  const session = useViewer();
  const ratesDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(RATES_AS_OF),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => setOverlay(next ? 'settings' : null)}
      title={t('settings.title')}
      description={session ? t('settings.savedForAccount') : t('settings.savedOnDevice')}
    >
      <div className="settings">
        <Select
          label={t('language.label')}
          value={preferences.language}
          options={LANGUAGE_OPTIONS}
          onChange={(language) => update({ language })}
        />
        <Select
          label={t('settings.currency')}
          value={preferences.currency}
          options={CURRENCY_OPTIONS}
          hint={t('settings.ratesNote', { date: ratesDate })}
          onChange={(currency) => update({ currency: currency as (typeof DISPLAY_CURRENCIES)[number] })}
        />
        <fieldset className="settings__group">
          <legend>{t('theme.label')}</legend>
          <SegmentedControl
            label={t('theme.label')}
            fullWidth
            value={preferences.theme === 'system' ? '' : preferences.theme}
            onChange={(theme) => update({ theme: theme as 'light' | 'dark' })}
            options={[
              { value: 'light', label: t('theme.light'), icon: <Sun /> },
              { value: 'dark', label: t('theme.dark'), icon: <Moon /> },
            ]}
          />
        </fieldset>
        <fieldset className="settings__group">
          <legend>{t('settings.navPlacement')}</legend>
          <SegmentedControl
            label={t('settings.navPlacement')}
            fullWidth
            value={preferences.navPlacement}
            onChange={(navPlacement) => update({ navPlacement })}
            options={[
              { value: 'top', label: t('settings.top'), icon: <PanelTop /> },
              { value: 'bottom', label: t('settings.bottom'), icon: <PanelBottom /> },
            ]}
          />
        </fieldset>
        <fieldset className="settings__group">
          <legend>{t('settings.navStyle')}</legend>
          <SegmentedControl
            label={t('settings.navStyle')}
            fullWidth
            value={preferences.navStyle}
            onChange={(navStyle) => update({ navStyle })}
            options={[
              { value: 'docking', label: t('settings.docking') },
              { value: 'floating', label: t('settings.floating') },
            ]}
          />
        </fieldset>
      </div>
    </Dialog>
  );
}
