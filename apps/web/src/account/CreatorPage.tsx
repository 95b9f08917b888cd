import { CREATOR_PAGE_RECENT_LIMIT } from '@atelier/domain';
import { EmptyState, MediaGrid, MediaGridItem, useTranslation } from '@atelier/ui';
import { Suspense } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useCreation, useProfile, useUserCreations } from '../api/queries';
import { LinkButton } from '../lib/LinkButton';
import { preloadable } from '../lib/preloadable';
import { usePageTitle } from '../lib/usePageTitle';
import { CreationTileLink } from '../storefront/grid/CreationGrid';
import { useGridColumns } from '../storefront/grid/useGridColumns';
import { ProfileHeader } from './ProfileHeader';
import { ProfileLoading, ProfileNotFound } from './ProfileStates';

/** Loaded ahead with this page when the address names a creation (routes.tsx, preloadRoute). */
export const CreationDetailPage = preloadable(
  () => import('../storefront/detail/CreationDetailPage'),
  'CreationDetailPage',
);

/**
 * 000 §2 /{at_name}/creation: the creator profile with up to 6 recent public creations;
 * with ?creation_id= the creation's detail; /{at_name}/creation/ (trailing slash) the full list.
 */
export function CreatorPage() {
  const { t } = useTranslation();
  const { atName = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const creationId = params.get('creation_id');
  const fullList = pathname.endsWith('/');
  const profile = useProfile(atName);
  const columns = useGridColumns();
  const creations = useUserCreations(
    creationId ? undefined : atName,
    fullList ? 60 : CREATOR_PAGE_RECENT_LIMIT,
  );
  // The detail's own query (shared, one request): 'Creation · Creator · Atelier'.
  const creation = useCreation(creationId);
  const creatorName = creation.data?.user?.name ?? profile.data?.name;
  usePageTitle(
    creationId
      ? creation.data && creatorName
        ? `${creation.data.name} · ${creatorName}`
        : null
      : profile.data
        ? fullList
          ? `${t('profile.creations')} · ${profile.data.name}`
          : profile.data.name
        : null,
  );

  if (creationId) {
    return (
      <Suspense fallback={<ProfileLoading />}>
        <CreationDetailPage creationId={creationId} />
      </Suspense>
    );
  }
  if (profile.isPending) return <ProfileLoading />;
  if (!profile.data) return <ProfileNotFound />;
  const user = profile.data;
  const items = creations.data?.items ?? [];
  return (
    <div className="page page--wide">
      <ProfileHeader profile={user} />
      <section className="section">
        <div className="section__heading">
          <h2>{fullList ? t('profile.all') : t('profile.recent')}</h2>
          {!fullList && (creations.data?.total ?? 0) > items.length && (
            <LinkButton to={`/${user.at_name}/creation/`} variant="ghost">
              {t('seeAll')}
            </LinkButton>
          )}
        </div>
        {items.length > 0 ? (
          <MediaGrid
            columns={fullList ? columns : Math.min(columns, 6)}
            label={fullList ? t('profile.all') : t('profile.recent')}
          >
            {items.map((item, index) => (
              <MediaGridItem key={item.id}>
                <CreationTileLink item={item} columns={columns} priority={index < 6} />
              </MediaGridItem>
            ))}
          </MediaGrid>
        ) : creations.isPending ? null : (
          <EmptyState title={t('profile.empty')} />
        )}
      </section>
    </div>
  );
}
