import { CREATOR_PAGE_RECENT_LIMIT } from '@atelier/domain';
import { EmptyState, MediaGrid, MediaGridItem, useTranslation } from '@atelier/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useProfile, useSession, useUserCreations } from '../api/queries';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import { CreationTileLink } from '../storefront/grid/CreationGrid';
import { useGridColumns } from '../storefront/grid/useGridColumns';
import { useScrollToFavourites } from './favouritesSection';
import { ProfileFavourites } from './ProfileFavourites';
import { ProfileHeader } from './ProfileHeader';
import { ProfileLoading, ProfileNotFound } from './ProfileStates';

// Issue 20: the member's own saved designs, loaded only on their own profile.
const SavedDesigns = lazy(() => import('../designs/SavedDesigns').then((m) => ({ default: m.SavedDesigns })));

/** 000 §2 /{at_name}: the consumer profile (favourites), with a creator's recent pieces. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { atName = '' } = useParams();
  const profile = useProfile(atName);
  const session = useSession();
  const columns = useGridColumns();
  const creations = useUserCreations(
    profile.data?.is_creator ? profile.data.at_name : undefined,
    CREATOR_PAGE_RECENT_LIMIT,
  );
  usePageTitle(profile.data?.name);
  // A creator's recent pieces sit above the favourites: scroll once they have their height.
  useScrollToFavourites(Boolean(profile.data) && !(profile.data?.is_creator && creations.isPending));
  if (profile.isPending) return <ProfileLoading />;
  if (!profile.data) return <ProfileNotFound />;
  const user = profile.data;
  return (
    <div className="page page--wide">
      <ProfileHeader profile={user} />
      {user.is_creator && (
        <section className="section">
          <div className="section__heading">
            <h2>{t('profile.recent')}</h2>
            <LinkButton to={`/${user.at_name}/creation/`} variant="ghost">
              {t('seeAll')}
            </LinkButton>
          </div>
          {(creations.data?.items.length ?? 0) > 0 ? (
            <MediaGrid columns={Math.min(columns, 6)} label={t('profile.recent')}>
              {creations.data?.items.map((item, index) => (
                <MediaGridItem key={item.id}>
                  <CreationTileLink item={item} columns={Math.min(columns, 6)} priority={index < 3} />
                </MediaGridItem>
              ))}
            </MediaGrid>
          ) : (
            <EmptyState title={t('profile.empty')} />
          )}
        </section>
      )}
      <ProfileFavourites profile={user} />
      {session.data?.user.id === user.id && (
        <Suspense fallback={null}>
          <SavedDesigns />
        </Suspense>
      )}
    </div>
  );
}
