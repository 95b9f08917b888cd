import { withLoginQuery, mediaSrc } from '@atelier/domain';
import {
  Avatar,
  Button,
  Disclosure,
  EmptyState,
  SegmentedControl,
  Skeleton,
  useToast,
  useTranslation,
} from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Heart, Images, SearchX, Share2 } from 'lucide-react';
import type { AtelierViewer } from '@atelier/embed';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { askedForAr } from '../../ar/arDevice';
import { api } from '../../api/endpoints';
import { allFavouritesKey, queryKeys, useCreation, useViewer } from '../../api/queries';
import type { CreationDetail as Creation } from '../../api/types';
import { favouritesPath } from '../../account/favouritesSection';
import { useMessage } from '../../i18n/storefrontI18n';
import { useIdle } from '../../lib/idle';
import { useCurrentUrl } from '../../lib/useCurrentUrl';
import { creationShareTarget, designShareTarget } from '../../shell/shareTargets';
import { useAppStore } from '../../store/store';
import { Gallery } from './Gallery';
import { MoreFromCreator } from './MoreFromCreator';
import { OrderPanel, PreorderStatus } from './OrderPanel';
import { clientFormView, productionTimeMessage } from '@atelier/domain';
import { usePreviewAnswers } from './customise/usePreviewAnswers';
import { useCustomisation } from './customise/useCustomisation';
import { categoryName } from '../categories/i18n';

// Only a creation's owner sees its actions (a menu and confirmations): loaded for them alone.
const OwnerActions = lazy(() => import('./OwnerActions').then((m) => ({ default: m.OwnerActions })));

// 000 §2: the 3D view is the viewer iframe, loaded only when asked for.
const Viewer3D = lazy(() => import('./Viewer3D').then((m) => ({ default: m.Viewer3D })));

// Issue 17: the customer form loads only for a creation that has something to customise.
const CustomisePanel = lazy(() =>
  import('./customise/CustomisePanel').then((m) => ({ default: m.CustomisePanel })),
);

// Issue 20: saving and opening designs, with the customer form.
const DesignBar = lazy(() => import('../../designs/DesignBar').then((m) => ({ default: m.DesignBar })));

// Issue 20: "View in your space" (a QR code for a phone on a desktop), a chunk of its own.
const ArButton = lazy(() => import('../../ar/ArButton').then((m) => ({ default: m.ArButton })));

/** The capture a saved design keeps: small enough for a share card, not a print file. */
const CAPTURE = { size: [800, 1000] as [number, number], mimeType: 'image/webp' as const, quality: 0.85 };

type ViewMode = 'waterfall' | 'optic';

const NO_ANSWERS = {};

function FavouriteButton({ creation }: { creation: Creation }) {
  const { t } = useTranslation();
  const m = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const session = useViewer();
  const client = useQueryClient();
  const favourite = useMutation({
    mutationFn: () => api.favourite(creation.id, !creation.isFavorite),
    onSuccess: (answer) => {
      client.setQueryData<Creation>(queryKeys.creation(creation.id), (current) =>
        current ? { ...current, ...answer } : current,
      );
      void client.invalidateQueries({ queryKey: allFavouritesKey });
      toast.show({
        tone: 'success',
        message: answer.isFavorite ? m('favourite.added') : m('favourite.removed'),
        action: {
          label: m('favourite.allAction'),
          onClick: () => navigate(favouritesPath(session?.user.at_name ?? '')),
        },
      });
    },
    onError: () => toast.show({ tone: 'error', message: m('favourite.failed') }),
  });
  return (
    <Button
      icon={<Heart fill={creation.isFavorite ? 'currentColor' : 'none'} />}
      aria-pressed={creation.isFavorite}
      loading={favourite.isPending}
      onClick={() => (session ? favourite.mutate() : navigate(withLoginQuery(url)))}
    >
      {creation.isFavorite ? t('detail.unfavourite') : t('detail.favourite')}
      {creation.favoriteCount > 0 && <span className="count">{creation.favoriteCount}</span>}
    </Button>
  );
}

function DetailBody({ creation, headingLevel }: { creation: Creation; headingLevel: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const openShare = useAppStore((state) => state.openShare);
  const customisation = useCustomisation(creation.id, creation.combination_config);
  // The 3D view's answers: a decal's text overlay drawn on its image.
  const previewAnswers = usePreviewAnswers(customisation?.form ?? null, customisation?.answers ?? NO_ANSWERS);
  const answered = clientFormView(customisation?.own ?? {}).switchTo3d;
  // Issue 20: the 3D view, while it is on screen, captures a saved design.
  const viewer = useRef<AtelierViewer | null>(null);
  const onViewer = useCallback((connected: AtelierViewer | null) => {
    viewer.current = connected;
  }, []);
  const capture = useCallback(async () => {
    if (!viewer.current) return null;
    return (await viewer.current.captureThumbnail(CAPTURE)).dataUrl;
  }, []);
  // Issue 20: a link names a saved design, never its answers: answers not saved as they are
  // are saved first (shareDesign.ts); with none chosen the creation itself is shared.
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useViewer());
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    if (!customisation || (!customisation.design && Object.keys(customisation.own).length === 0))
      return openShare(creationShareTarget(creation));
    setSharing(true);
    const { designToShare, shareFailure } = await import('../../designs/shareDesign');
    try {
      const input = { creationId: creation.id, answers: customisation.answers, signedIn, capture };
      const design = await designToShare({ ...input, current: customisation.design }, queryClient);
      customisation.setDesign(design);
      openShare(designShareTarget(creation, design));
    } catch (error) {
      const failure = await shareFailure(error, i18n.language);
      if (failure.invalidAnswers) customisation.revealFirstProblem();
      toast.show({ tone: 'error', message: failure.message });
    } finally {
      setSharing(false);
    }
  };
  // 002 §2: once the shopper has answers the media shows them in 3D (on their first answer,
  // or at once for answers restored from a shared link or a reload); they may switch back.
  // Issue 20: a phone opened from the AR QR code (`ar=1`) starts in 3D, where AR starts.
  const [params] = useSearchParams();
  const [view, setView] = useState<ViewMode>(answered || askedForAr(params) ? 'optic' : 'waterfall');
  const [wasAnswered, setWasAnswered] = useState(answered);
  if (answered !== wasAnswered) {
    setWasAnswered(answered);
    if (answered) setView('optic');
  }
  // The creator's other creations (a request and three tiles at the bottom) once the page is idle.
  const idle = useIdle();
  const Heading = `h${headingLevel}` as const;
  const prebuild = creation.prebuilds[0];
  return (
    <article className="detail">
      <div className="detail__media">
        <div className="detail__media-bar">
          <SegmentedControl
            label={t('detail.view')}
            value={view}
            onChange={setView}
            options={[
              { value: 'waterfall', label: m('detail.gallery'), icon: <Images /> },
              { value: 'optic', label: m('detail.optic'), icon: <Box /> },
            ]}
          />
          {idle && (
            <Suspense fallback={null}>
              <ArButton creation={creation} customisation={customisation} capture={capture} />
            </Suspense>
          )}
        </div>
        {view === 'waterfall' ? (
          <Gallery plates={creation.waterflow_config.media_placement} name={creation.name} />
        ) : (
          <Suspense fallback={<Skeleton aspectRatio="4 / 5" />}>
            <Viewer3D
              creationId={creation.id}
              name={creation.name}
              {...(customisation ? { answers: previewAnswers } : {})}
              onViewer={onViewer}
            />
          </Suspense>
        )}
      </div>
      <div className="detail__info">
        <Link to={`/${creation.user.at_name}/creation`} className="detail__creator">
          <Avatar
            src={mediaSrc(creation.user.profile_image, 50)}
            name={creation.user.name}
            size={32}
            fallbackLabel={m('avatar.notFound')}
          />
          <span>{creation.user.name}</span>
        </Link>
        {creation.creation_category.length > 0 && (
          <ul className="detail__categories" aria-label={t('detail.categories')}>
            {creation.creation_category.map((category) => (
              <li key={category.value}>
                <Link to={`/shop?category=${encodeURIComponent(category.value)}`}>
                  {categoryName(category, i18n.language)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Heading className="detail__name">
          {creation.name}
          {creation.is_draft && <span className="detail__flag">{t('detail.draft')}</span>}
          {creation.visibility === 'private' && <span className="detail__flag">{t('detail.private')}</span>}
        </Heading>
        <div className="detail__actions">
          <FavouriteButton creation={creation} />
          <Button
            icon={<Share2 />}
            disabled={sharing}
            aria-busy={sharing || undefined}
            onClick={() => void share()}
          >
            {t('detail.share')}
          </Button>
          {creation.isOwner && (
            <Suspense fallback={null}>
              <OwnerActions creation={creation} />
            </Suspense>
          )}
        </div>
        <PreorderStatus creation={creation} />
        {creation.description && <p className="detail__description">{creation.description}</p>}
        <Disclosure summary={t('detail.details')}>
          <ul>
            {(prebuild?.content ?? []).map((item, index) => (
              <li key={index}>{item.content}</li>
            ))}
            {prebuild?.producer && <li>{t('detail.producer', { name: prebuild.producer.name })}</li>}
            {creation.preorder.isPreorder && (
              <li>{t('detail.minimumOrder', { count: creation.minimum_order })}</li>
            )}
            {/* Issue 18: one production time, the one of this purchase type. */}
            <li>{m(productionTimeMessage(creation.purchaseType))}</li>
          </ul>
        </Disclosure>
        {customisation && (
          <Suspense fallback={<Skeleton height={120} />}>
            <CustomisePanel
              customisation={customisation}
              creationId={creation.id}
              print={prebuild?.extra_option.print}
              dpiFloor={prebuild?.producer?.print_dpi_floor}
            />
            <DesignBar creation={creation} customisation={customisation} capture={capture} />
          </Suspense>
        )}
        <OrderPanel creation={creation} customisation={customisation} />
      </div>
      <div className="detail__more">{idle && <MoreFromCreator creation={creation} />}</div>
    </article>
  );
}

/** 000 §2 the creation detail panel, in the overlay or on its own page. */
export function CreationDetail({ creationId, headingLevel }: { creationId: string; headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const creation = useCreation(creationId);
  if (creation.isPending) {
    return (
      <div className="detail" aria-busy="true">
        <div className="detail__media">
          <Skeleton aspectRatio="4 / 5" />
        </div>
        <div className="detail__info">
          <Skeleton height={28} width="60%" />
          <Skeleton height={120} />
        </div>
      </div>
    );
  }
  if (!creation.data) {
    return (
      <EmptyState level={headingLevel} icon={<SearchX />} title={t('detail.notFound')}>
        <p>{t('detail.notFoundText')}</p>
      </EmptyState>
    );
  }
  return <DetailBody creation={creation.data} headingLevel={headingLevel} />;
}
