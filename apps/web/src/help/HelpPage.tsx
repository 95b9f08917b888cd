import { Skeleton, useTranslation } from '@atelier/ui';
import { Clock, Mail } from 'lucide-react';
import { Link, NavLink, useParams } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ContactForm } from './ContactForm';
import { type HelpText, useHelpText } from './i18n/useHelpText';
import { POLICY_PAGES } from './policySections';
import {
  HELP_TOPICS,
  type HelpTopic,
  POLICIES_UPDATED,
  SUPPORT_EMAIL,
  helpPath,
  helpTitle,
  isHelpTopic,
} from './topics';
import './help.css';

/** The policies' date in the reader's language ('25 November 2026', '2026年11月25日'). */
export function formatUpdated(language: string, isoDate: string = POLICIES_UPDATED): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function LastUpdated({ t }: { t: HelpText }) {
  const { i18n } = useTranslation();
  return (
    <p className="help-updated">
      <time dateTime={POLICIES_UPDATED}>{t('help.lastUpdated', { date: formatUpdated(i18n.language) })}</time>
    </p>
  );
}

function Policy({ topic, t }: { topic: Exclude<HelpTopic, 'contact'>; t: HelpText }) {
  const page = POLICY_PAGES[topic];
  return (
    <>
      <p className="help-lead">{t(page.intro)}</p>
      {page.rule && <p className="help-rule">{t(page.rule)}</p>}
      {page.sections.map((section) => (
        <section key={section.heading} className="help-section">
          <h2>{t(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </section>
      ))}
      {topic === 'shipping' && (
        <p>
          <Link to={helpPath('refunds')}>{t('shipping.refundLink')}</Link>
        </p>
      )}
    </>
  );
}

function Contact({ t }: { t: HelpText }) {
  return (
    <>
      <p className="help-lead">{t('contact.intro')}</p>
      <dl className="help-contact__facts">
        <div>
          <dt>
            <Mail aria-hidden="true" />
            {t('contact.emailHeading')}
          </dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden="true" />
            {t('contact.hoursHeading')}
          </dt>
          <dd>{t('contact.hours')}</dd>
        </div>
      </dl>
      <section className="help-section" aria-labelledby="help-contact-form">
        <h2 id="help-contact-form">{t('contact.formHeading')}</h2>
        <ContactForm t={t} />
      </section>
    </>
  );
}

/**
 * Issue 18 /help/{contact|shipping|refunds|privacy|terms}: the shop's contact page and its
 * policies, with the other help pages beside them. The words are the help namespace's.
 */
export function HelpPage() {
  const { topic } = useParams();
  const { t, ready } = useHelpText();
  const known = isHelpTopic(topic) ? topic : null;
  usePageTitle(known && ready ? t(helpTitle(known)) : null);
  if (!known) return <NotFoundPage />;
  return (
    <div className="page help">
      <nav className="help-nav" aria-label={ready ? t('help.nav') : undefined}>
        {ready && (
          <ul>
            {HELP_TOPICS.map((other) => (
              <li key={other}>
                <NavLink to={helpPath(other)}>{t(helpTitle(other))}</NavLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <article className="help-article" aria-busy={!ready}>
        {ready ? (
          <>
            <h1>{t(helpTitle(known))}</h1>
            <LastUpdated t={t} />
            {known === 'contact' ? <Contact t={t} /> : <Policy topic={known} t={t} />}
          </>
        ) : (
          <>
            <Skeleton height={40} width="60%" />
            <Skeleton height={200} />
          </>
        )}
      </article>
    </div>
  );
}
