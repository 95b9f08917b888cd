import { useCustomiseText } from './i18n/useCustomiseText';
import './customise.css';

/**
 * Issue 17, in the price panel: what the answers add to the price ('Options +HK$24.00') and,
 * while answers are missing or wrong, why the order button is disabled, as a link to the
 * first question to fix.
 */
export function OrderCustomisation({
  extras,
  blocked,
  summaryId,
  onReveal,
}: {
  /** The extras per piece, formatted; null when the answers add nothing. */
  extras: string | null;
  blocked: boolean;
  /** The id the disabled order button is described by. */
  summaryId: string;
  onReveal: () => void;
}) {
  const { t, ready } = useCustomiseText();
  if (!ready) return null;
  return (
    <>
      {extras !== null && <p className="order__extras price">{t('extras', { price: extras })}</p>}
      {blocked && (
        <p className="order__error" id={summaryId}>
          <button type="button" className="text-button" onClick={onReveal}>
            {t('answerHighlighted')}
          </button>
        </p>
      )}
    </>
  );
}
