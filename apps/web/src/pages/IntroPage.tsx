import { EmptyState, useTranslation } from '@atelier/ui';
import { Compass, Factory, PenTool } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import { useMessage } from '../i18n/storefrontI18n';
import { NotFoundPage } from './NotFoundPage';

/** 000 §2 /intro/shopingenesis, /intro/createingenesis, /intro/manufacturingingenesis. */
export function IntroPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const { topic } = useParams();
  const pages = {
    shopingenesis: {
      icon: <Compass />,
      title: t('intro.shoppingTitle'),
      // The tab's title is the mobile menu's short word ('Shopping · Atelier'), not the sentence.
      short: m('nav.howTo.shopping'),
      text: t('intro.shoppingText'),
      to: '/shop',
    },
    createingenesis: {
      icon: <PenTool />,
      title: t('intro.creatingTitle'),
      short: m('nav.howTo.creating'),
      text: t('intro.creatingText'),
      to: '/become_creator',
    },
    manufacturingingenesis: {
      icon: <Factory />,
      title: t('intro.manufacturingTitle'),
      short: m('nav.howTo.manufacturing'),
      text: t('intro.manufacturingText'),
      to: '/prebuilds',
    },
  } as const;
  const page = topic && topic in pages ? pages[topic as keyof typeof pages] : null;
  usePageTitle(page?.short);
  if (!page) return <NotFoundPage />;
  return (
    <div className="page page--narrow">
      <EmptyState
        page
        level={1}
        icon={page.icon}
        title={page.title}
        action={
          <LinkButton to={page.to} variant="primary">
            {t('intro.cta')}
          </LinkButton>
        }
      >
        <p>{page.text}</p>
      </EmptyState>
    </div>
  );
}
