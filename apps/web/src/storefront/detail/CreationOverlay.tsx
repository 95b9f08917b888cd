import { OVERLAY_PARAM, withoutCreationOverlay } from '@atelier/domain';
import { Dialog, useTranslation } from '@atelier/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCreation } from '../../api/queries';
import { CreationDetail } from './CreationDetail';

/**
 * 000 §2 the creation overlay of any grid (`?items={id}`): the close button, a click outside
 * and Escape close it; the browser's back button does too (opening pushed a history entry),
 * and the address can be shared.
 */
export function CreationOverlay() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get(OVERLAY_PARAM);
  const creation = useCreation(id);
  const openedHere = Boolean((location.state as { overlayFrom?: string } | null)?.overlayFrom);
  const close = () => {
    if (openedHere) navigate(-1);
    else
      navigate(withoutCreationOverlay(`${location.pathname}${location.search}${location.hash}`), {
        replace: true,
        preventScrollReset: true,
      });
  };
  return (
    <Dialog
      open={Boolean(id)}
      onOpenChange={(open) => !open && close()}
      title={creation.data?.name ?? t('detail.title')}
      hideTitle
      size="xl"
      className="creation-overlay"
      data-testid="creation-overlay"
    >
      {id && <CreationDetail key={id} creationId={id} headingLevel={2} />}
    </Dialog>
  );
}
