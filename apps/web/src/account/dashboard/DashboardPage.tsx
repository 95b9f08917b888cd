import { useTranslation } from '@atelier/ui';
import { useMessage } from '../../i18n/storefrontI18n';
import { LinkButton } from '../../lib/LinkButton';
import { NotAllowed, RequireSession } from '../access';
import { CreatorDashboard } from './CreatorDashboard';

function BecomeCreatorAction() {
  const m = useMessage();
  return (
    <LinkButton to="/become_creator" variant="primary">
      {m('nav.becomeCreator')}
    </LinkButton>
  );
}

/** 000 §6 /dashboard: creators only; others are told how to become one. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <RequireSession>
      {(session) =>
        session.user.is_creator ? (
          <CreatorDashboard atName={session.user.at_name} />
        ) : (
          <NotAllowed
            title={t('access.creatorOnly')}
            text={t('access.creatorOnlyText')}
            action={<BecomeCreatorAction />}
          />
        )
      }
    </RequireSession>
  );
}
