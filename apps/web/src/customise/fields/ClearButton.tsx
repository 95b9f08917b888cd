import { useCustomiseTexts } from '../i18n/useCustomiseTexts';

/** Takes an answer back (an optional question may be left unanswered again). */
export function ClearButton({ onClear, disabled }: { onClear: () => void; disabled?: boolean }) {
  const { t } = useCustomiseTexts();
  return (
    <button type="button" className="cf-clear" onClick={onClear} disabled={disabled}>
      {t('clear')}
    </button>
  );
}
