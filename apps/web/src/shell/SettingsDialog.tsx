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
import { Globe, Lock, Moon, PanelBottom, PanelTop, Sun } from 'lucide-react';
import { useId } from 'react';
import { useProfileVisibility } from '../account/profileVisibility';
import { usePreferenceUpdater } from '../app/usePreferences';
import { useViewer } from '../api/queries';
import type { Session } from '../api/types';
import { RATES_AS_OF } from '../money/rates';
import { useAppStore } from '../store/store';

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * Issue 18: two labelled groups, the complete languages and those shown in English where a
 * text is missing; each language in its own name, a partly translated one with its English name.
 */
function languageOptions(complete: string, partial: string) {
  return [
    ...LANGUAGES.map((code) => ({ value: code, label: languageName(code), lang: code, group: complete })),
    ...FALLBACK_LANGUAGES.map((code) => ({
      value: code,
      label: `${languageName(code)} (${englishNames.of(code) ?? code})`,
      lang: code,
      group: partial,
    })),
  ];
}
const CURRENCY_OPTIONS = DISPLAY_CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * A member's account visibility: a private account keeps its favourites to itself, and a
 * private creator's pieces leave the shop and the creator leaves the creators list (the shop
 * lists public users only), so a creator is told that too.
 */
function ProfileVisibilitySetting({ session }: { session: Session }) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const { visibility = 'public', change, failed } = useProfileVisibility();
  return (
    <fieldset className="settings__group" aria-describedby={failed ? `${hintId} ${errorId}` : hintId}>
      <legend>{t('settings.visibility')}</legend>
      <SegmentedControl
        label={t('settings.visibility')}
        fullWidth
        value={visibility}
        onChange={(next) => {
          if (next !== visibility) change(next);
        }}
        options={[
          { value: 'public', label: t('settings.public'), icon: <Globe /> },
          { value: 'private', label: t('settings.private'), icon: <Lock /> },
        ]}
      />
      <p id={hintId} className="settings__hint">
        {session.user.is_creator ? t('settings.privateHintCreator') : t('settings.privateHint')}
      </p>
      {failed && (
        <p id={errorId} className="settings__error" role="alert">
          {t('settings.visibilityFailed')}
        </p>
      )}
    </fieldset>
  );
}

/** 000 §2 settings: language, currency, theme, nav bar placement and style; a member's visibility. */
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
          options={languageOptions(t('language.complete'), t('language.partial'))}
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
        {session && <ProfileVisibilitySetting session={session} />}
      </div>
    </Dialog>
  );
}
