import { EmptyState, Skeleton, useTranslation } from '@atelier/ui';
import { UserX } from 'lucide-react';
import { LinkButton } from '../lib/LinkButton';

export function ProfileLoading() {
  return (
    <div className="page page--wide">
      <Skeleton height={220} radius="lg" />
    </div>
  );
}

export function ProfileNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      page
      level={1}
      icon={<UserX />}
      title={t('profile.notFound')}
      action={
        <LinkButton to="/creators" variant="primary">
          {t('creators.title')}
        </LinkButton>
      }
    >
      <p>{t('profile.notFoundText')}</p>
    </EmptyState>
  );
}
