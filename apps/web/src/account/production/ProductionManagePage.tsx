import { formatRole } from '@atelier/domain';
import { Button, useTranslation } from '@atelier/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../api/endpoints';
import { useSetSession } from '../../api/queries';
import { NotAllowed, RequireSession } from '../access';
import { useProductionText } from './i18n/useProductionText';
import { ProductionQueue } from './ProductionQueue';
import { actsFor, type Membership, membershipOf } from './productionAccess';
import { ProductionSheetPage } from './ProductionSheetPage';

/** A member acting in another role: told to switch, with the switch one press away. */
function SwitchRole({ membership }: { membership: Membership }) {
  const { t } = useProductionText();
  const setSession = useSetSession();
  const [busy, setBusy] = useState(false);
  const producer = membership.producer.name;
  const change = async () => {
    setBusy(true);
    try {
      const role = formatRole({
        kind: 'producer',
        role: membership.role,
        producerId: membership.producer.id,
      });
      setSession((await api.switchRole(role)).session);
    } finally {
      setBusy(false);
    }
  };
  return (
    <NotAllowed
      title={t('switchRoleTitle')}
      text={t('switchRoleText', { producer })}
      action={
        <Button variant="primary" loading={busy} onClick={() => void change()}>
          {t('switchRoleAction', { producer })}
        </Button>
      }
    />
  );
}

/**
 * /{at_name}/production/manage (issue 16): the producer's production queue, for its members
 * acting in its producer role. A member in another role is told to switch role; anyone else
 * that the page is for producers.
 */
export function ProductionManagePage() {
  const common = useTranslation().t;
  const { atName = '', orderId } = useParams();
  // The sheet of one order shares the page's route entry (…/manage/sheet/{orderId}).
  if (orderId) return <ProductionSheetPage />;
  return (
    <RequireSession>
      {(session) => {
        const membership = membershipOf(session, atName);
        if (!membership)
          return (
            <NotAllowed title={common('access.producerOnly')} text={common('access.producerOnlyText')} />
          );
        if (!actsFor(session, membership)) return <SwitchRole membership={membership} />;
        return <ProductionQueue atName={atName} producerName={membership.producer.name} />;
      }}
    </RequireSession>
  );
}
