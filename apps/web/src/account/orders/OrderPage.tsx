import { useTranslation } from '@atelier/ui';
import { NotOpenYet, RequireSession } from '../access';

/** /orders/{id}: one order and its timeline (built by the orders update). */
export function OrderPage() {
  const { t } = useTranslation();
  return <RequireSession>{() => <NotOpenYet page={t('pages.checkout')} />}</RequireSession>;
}
