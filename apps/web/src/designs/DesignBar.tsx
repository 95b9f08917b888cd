import { designIdOf, designPath } from '@atelier/domain';
import { Button, useToast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Save, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/http';
import { useViewer } from '../api/queries';
import type { CreationDetail } from '../api/types';
import { designShareTarget } from '../shell/shareTargets';
import { useAppStore } from '../store/store';
import type { Customisation } from '../storefront/detail/customise/useCustomisation';
import { deviceDesignOf, forgetDesign } from './deviceDesigns';
import { designKeys, designsApi } from './designsApi';
import { appliedDesign, saveDesign } from './saveDesign';
import { useDesignsText } from './i18n/useDesignsText';
import './designs.css';

type Creation = Pick<CreationDetail, 'id' | 'name' | 'user' | 'creation_media'>;

/**
 * Issue 20 on a creation's page: opens the design the address names (`&design=`), or the one
 * this device saved last for the creation, and saves the shopper's answers as a design: to the
 * account when signed in, by link (remembered on this device) when not. Saving a design that is
 * the shopper's own updates it; someone else's makes a copy. Then its link can be shared, with
 * a capture of the 3D view when it is on screen.
 */
export function DesignBar({
  creation,
  customisation,
  capture,
}: {
  creation: Creation;
  customisation: Customisation;
  /** The 3D view as a data URL, or null when it is not on screen. */
  capture: () => Promise<string | null>;
}) {
  const { t, ready } = useDesignsText();
  const toast = useToast();
  const client = useQueryClient();
  const session = useViewer();
  const openShare = useAppStore((state) => state.openShare);
  const [params] = useSearchParams();
  const asked = designIdOf(params.get('design'));
  // A guest's own design comes back on this device; a member's are in their profile.
  const wanted = asked ?? (session ? null : deviceDesignOf(creation.id));
  const [status, setStatus] = useState<'saved' | null>(null);
  const applied = useRef<string | null>(null);

  const loaded = useQuery({
    queryKey: designKeys.one(wanted ?? ''),
    queryFn: ({ signal }) => designsApi.read(wanted!, signal),
    enabled: wanted !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const { applyDesign } = customisation;
  useEffect(() => {
    const design = loaded.data?.data;
    if (!design || applied.current === design.id || design.creationId !== creation.id) return;
    applied.current = design.id;
    applyDesign({
      id: design.id,
      answers: design.answers as never,
      mine: design.mine,
      captureUrl: design.captureUrl,
    });
  }, [loaded.data, applyDesign, creation.id]);
  const gone = loaded.error instanceof ApiError && loaded.error.status === 404;
  useEffect(() => {
    // A remembered design that was removed: forget it so the page stops asking.
    if (gone && wanted && !asked) forgetDesign(creation.id, wanted);
  }, [gone, wanted, asked, creation.id]);

  const current = customisation.design;
  const save = useMutation({
    mutationFn: () =>
      saveDesign({
        creationId: creation.id,
        answers: customisation.answers,
        current,
        signedIn: Boolean(session),
        capture,
      }),
    onSuccess: (design) => {
      customisation.setDesign(appliedDesign(design));
      applied.current = design.id;
      setStatus('saved');
      client.setQueryData(designKeys.one(design.id), { data: design });
      void client.invalidateQueries({ queryKey: designKeys.saved });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'invalid_answers') customisation.revealFirstProblem();
      toast.show({ tone: 'error', message: t('saveFailed') });
    },
  });

  if (!ready) return null;
  const link = current
    ? new URL(designPath(creation.user.at_name, creation.id, current.id), location.origin).href
    : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.show({ tone: 'success', message: t('linkCopied') });
    } catch {
      // The link stays on screen to copy by hand.
    }
  };

  return (
    <section className="design-bar" aria-label={t('save')} data-testid="design-bar">
      <div className="design-bar__actions">
        <Button
          variant="secondary"
          icon={<Save />}
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
          onClick={() => save.mutate()}
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
        {current && (
          <Button icon={<Share2 />} onClick={() => openShare(designShareTarget(creation, current))}>
            {t('shareDesign')}
          </Button>
        )}
      </div>
      <p className="design-bar__status" role="status">
        {status === 'saved'
          ? session
            ? t('savedAccount')
            : t('savedDevice')
          : gone
            ? t('gone')
            : current && !current.mine
              ? t('notYours')
              : current
                ? t('opened')
                : ''}
      </p>
      {link && (
        <div className="design-bar__link">
          <input
            className="design-bar__url"
            readOnly
            value={link}
            aria-label={t('shareDesign')}
            data-testid="design-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" variant="ghost" icon={<Copy />} onClick={() => void copy()}>
            {t('copyLink')}
          </Button>
        </div>
      )}
    </section>
  );
}
