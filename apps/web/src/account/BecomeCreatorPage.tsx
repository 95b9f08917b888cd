import { isCreationEnabled } from '@atelier/domain';
import { Button, EmptyState, useToast, useTranslation } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { PenTool } from 'lucide-react';
import { api } from '../api/endpoints';
import { useHome, useSetSession } from '../api/queries';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import { NotAllowed, RequireSession } from './access';

/** 000 §2 /become_creator: signed-in non-creators become creators when creating is enabled. */
export function BecomeCreatorPage() {
  const { t } = useTranslation();
  usePageTitle(t('becomeCreator.title'));
  const toast = useToast();
  const setSession = useSetSession();
  const enabled = isCreationEnabled(useHome().data?.caseMetadata);
  const become = useMutation({
    mutationFn: api.becomeCreator,
    onSuccess: (answer) => {
      setSession(answer.session);
      toast.show({ tone: 'success', message: t('becomeCreator.done') });
    },
    onError: () => toast.show({ tone: 'error', message: t('detail.failed') }),
  });
  return (
    <RequireSession>
      {(session) =>
        !enabled ? (
          <NotAllowed title={t('access.creationDisabled')} />
        ) : session.user.is_creator ? (
          <EmptyState
            page
            level={1}
            icon={<PenTool />}
            title={t('becomeCreator.already')}
            action={
              <LinkButton to="/dashboard" variant="primary">
                {t('becomeCreator.dashboard')}
              </LinkButton>
            }
          />
        ) : (
          <EmptyState
            page
            level={1}
            icon={<PenTool />}
            title={t('becomeCreator.title')}
            action={
              <Button variant="primary" loading={become.isPending} onClick={() => become.mutate()}>
                {t('becomeCreator.action')}
              </Button>
            }
          >
            <p>{t('becomeCreator.text')}</p>
          </EmptyState>
        )
      }
    </RequireSession>
  );
}
