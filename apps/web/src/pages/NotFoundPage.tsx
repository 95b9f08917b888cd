import { EmptyState, useTranslation } from '@atelier/ui';
import { SearchX } from 'lucide-react';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';

/** A real not-found page for any unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      page
      level={1}
      icon={<SearchX />}
      title={t('notFound.title')}
      action={
        <LinkButton to="/" variant="primary">
          {t('backHome')}
        </LinkButton>
      }
    >
      <p>{t('notFound.text')}</p>
    </EmptyState>
  );
}
