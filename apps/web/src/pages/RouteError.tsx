import { Button, EmptyState, useTranslation } from '@atelier/ui';
import { TriangleAlert } from 'lucide-react';

/** When a page fails to load (a chunk after a deploy, a crash): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <EmptyState
      page
      level={1}
      icon={<TriangleAlert />}
      title={t('error.title')}
      action={
        <Button variant="primary" onClick={() => location.reload()}>
          {t('tryAgain')}
        </Button>
      }
    >
      <p>{t('error.text')}</p>
    </EmptyState>
  );
}
