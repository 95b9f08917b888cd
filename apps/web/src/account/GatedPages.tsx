import { canManageProduction } from '@atelier/domain';
import { useTranslation } from '@atelier/ui';
import { useParams } from 'react-router';
import { useMessage } from '../i18n/storefrontI18n';
import { LinkButton } from '../lib/LinkButton';
import { activeRole } from '../lib/permissions';
import { NotAllowed, NotOpenYet, RequireSession } from './access';

function BecomeCreatorAction() {
  const m = useMessage();
  return (
    <LinkButton to="/become_creator" variant="primary">
      {m('nav.becomeCreator')}
    </LinkButton>
  );
}

/** 000 §6 /dashboard: creators only (the dashboard itself comes with the commerce update). */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <RequireSession>
      {(session) =>
        session.user.is_creator ? (
          <NotOpenYet page={t('pages.dashboard')} />
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

/** /{at_name}/production/manage: members of that producer acting in a producer role. */
export function ProductionManagePage() {
  const { t } = useTranslation();
  const { atName = '' } = useParams();
  return (
    <RequireSession>
      {(session) => {
        const member = session.user.userRoleInProducer.some((entry) => entry.producer.at_name === atName);
        return member && canManageProduction(activeRole(session)) ? (
          <NotOpenYet page={t('pages.manage')} />
        ) : member ? (
          <NotAllowed title={t('access.producerOnly')} text={t('access.producerOnlyText')} />
        ) : (
          <NotAllowed title={t('access.producerOnly')} text={t('access.producerOnlyText')} />
        );
      }}
    </RequireSession>
  );
}
