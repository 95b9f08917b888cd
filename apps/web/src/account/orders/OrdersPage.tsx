import { useTranslation } from '@atelier/ui';
import { NotOpenYet, RequireSession } from '../access';

/** /orders: the buyer's orders (built by the orders update). */
export function OrdersPage() {
  const { t } = useTranslation();
  return <RequireSession>{() => <NotOpenYet page={t('pages.checkout')} />}</RequireSession>;
}
