import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@atelier/domain';
import { FALLBACK_LANGUAGES, LANGUAGES, Select, languageName, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Landmark, Smartphone } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_OPTIONS_KEY, type CheckoutProvider, checkoutApi } from '../account/checkout/checkoutApi';
import { usePreferenceUpdater } from '../app/usePreferences';
import { type HelpText, useHelpText } from '../help/i18n/useHelpText';
import { HELP_TOPICS, helpPath, helpTitle } from '../help/topics';
import { useAppStore } from '../store/store';
import './footer.css';

const LANGUAGE_OPTIONS = [...LANGUAGES, ...FALLBACK_LANGUAGES].map((code) => ({
  value: code,
  label: languageName(code),
  lang: code,
}));
const CURRENCY_OPTIONS = DISPLAY_CURRENCIES.map((code) => ({ value: code, label: code }));

interface PaymentMark {
  key: string;
  label: string;
  icon?: ReactNode;
}

/**
 * What checkout really accepts (docs/commerce.md): the default provider takes FPS and bank
 * transfers, confirmed by hand; with Stripe the buyer pays by card on Stripe's hosted page.
 * Card brands are names, the same in every language.
 */
export function paymentMarks(provider: CheckoutProvider, t: HelpText): PaymentMark[] {
  if (provider === 'stripe')
    return [
      { key: 'visa', label: 'Visa', icon: <CreditCard aria-hidden="true" /> },
      { key: 'mastercard', label: 'Mastercard' },
      { key: 'amex', label: 'American Express' },
    ];
  return [
    { key: 'fps', label: 'FPS', icon: <Smartphone aria-hidden="true" /> },
    { key: 'bank', label: t('footer.bankTransfer'), icon: <Landmark aria-hidden="true" /> },
  ];
}

/**
 * Whether the element is on screen or close to it. The footer asks the API only then: below a
 * long grid it stays quiet while the page's first screen loads (first-screen.spec.ts).
 */
function useNearViewport(element: RefObject<HTMLElement | null>, mounted: boolean): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !mounted || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, mounted]);
  return near;
}

function Payments({ t, near }: { t: HelpText; near: boolean }) {
  const heading = useId();
  const options = useQuery({
    queryKey: CHECKOUT_OPTIONS_KEY,
    queryFn: checkoutApi.options,
    enabled: near,
    staleTime: Infinity,
  });
  const provider = options.data?.provider;
  return (
    <section className="site-footer__column" aria-labelledby={heading}>
      <h2 id={heading}>{t('footer.paymentHeading')}</h2>
      {provider && (
        <>
          <ul className="site-footer__payments">
            {paymentMarks(provider, t).map((mark) => (
              <li key={mark.key} className="site-footer__payment">
                {mark.icon}
                {mark.label}
              </li>
            ))}
          </ul>
          <p className="site-footer__note">
            {provider === 'stripe' ? t('footer.cardNote') : t('footer.bankNote')}
          </p>
        </>
      )}
    </section>
  );
}

function Preferences({ t }: { t: HelpText }) {
  const { t: common } = useTranslation();
  const language = useAppStore((state) => state.preferences.language);
  const currency = useAppStore((state) => state.preferences.currency);
  // The header's updater: on this device always, and in a member's account too.
  const update = usePreferenceUpdater();
  const heading = useId();
  return (
    <section className="site-footer__column" aria-labelledby={heading}>
      <h2 id={heading}>{t('footer.preferencesHeading')}</h2>
      <div className="site-footer__selects">
        <Select
          label={common('language.label')}
          name="footer-language"
          value={language}
          options={LANGUAGE_OPTIONS}
          onChange={(value) => update({ language: value })}
        />
        <Select
          label={common('settings.currency')}
          name="footer-currency"
          value={currency}
          options={CURRENCY_OPTIONS}
          onChange={(value) => update({ currency: value as DisplayCurrency })}
        />
      </div>
    </section>
  );
}

/**
 * Issue 18: the storefront's footer, under every page of the shop (not the editor, not the
 * embedded viewer): customer care and policy pages, the shop's pages, the payment methods
 * checkout accepts, and the language and currency. Its own chunk (Footer.tsx loads it).
 */
export function FooterContent() {
  const { t, ready } = useHelpText();
  const helpHeading = useId();
  const shopHeading = useId();
  const footer = useRef<HTMLElement>(null);
  const near = useNearViewport(footer, ready);
  if (!ready) return null;
  return (
    <footer ref={footer} className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo">
            <span className="shell-brand__mark" aria-hidden="true">
              A
            </span>
            Atelier
          </Link>
          <p className="site-footer__note">{t('footer.tagline')}</p>
        </div>
        <nav className="site-footer__column" aria-labelledby={helpHeading}>
          <h2 id={helpHeading}>{t('footer.helpHeading')}</h2>
          <ul>
            {HELP_TOPICS.map((topic) => (
              <li key={topic}>
                <Link to={helpPath(topic)}>{t(helpTitle(topic))}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby={shopHeading}>
          <h2 id={shopHeading}>{t('footer.shopHeading')}</h2>
          <ul>
            <li>
              <Link to="/">{t('footer.home')}</Link>
            </li>
            <li>
              <Link to="/shop">{t('footer.shop')}</Link>
            </li>
            <li>
              <Link to="/creators">{t('footer.creators')}</Link>
            </li>
            <li>
              <Link to="/become_creator">{t('footer.becomeCreator')}</Link>
            </li>
          </ul>
        </nav>
        <Payments t={t} near={near} />
        <Preferences t={t} />
      </div>
      <div className="site-footer__base">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.pricesNote')}</p>
      </div>
    </footer>
  );
}
