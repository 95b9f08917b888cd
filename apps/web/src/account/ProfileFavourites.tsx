import { Button, EmptyState, MediaGrid, MediaGridItem, Skeleton, useTranslation } from '@atelier/ui';
import { Heart, Lock } from 'lucide-react';
import { useMemo } from 'react';
import { ApiError } from '../api/http';
import { useFavouritePages, useSession } from '../api/queries';
import type { Profile } from '../api/types';
import { LinkButton } from '../lib/LinkButton';
import { CreationTileLink } from '../storefront/grid/CreationGrid';
import { useGridColumns } from '../storefront/grid/useGridColumns';
import { FAVOURITES_HEADING_ID, FAVOURITES_SECTION_ID } from './favouritesSection';
import { useLoadMoreSentinel } from '../lib/useLoadMoreSentinel';
import './ProfileFavourites.css';

/** The API's answer when a private account's favourites are asked for by someone else. */
const PRIVATE_FAVOURITES = 'favourites_private';

/**
 * 000 §2 the profile's favourites: the creations the user favourited, most recent first, in
 * the home grid's tiles and paging. Public on a public account; a private account's
 * favourites are the user's own (docs/decisions.md).
 */
export function ProfileFavourites({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const session = useSession();
  const columns = useGridColumns();
  const pages = useFavouritePages(profile.at_name);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const sentinel = useLoadMoreSentinel(pages, items.length);
  const own = session.data?.user.id === profile.id;
  const title = t('profile.favourites');

  let body;
  // The session decides between 'your' and 'their' texts: wait for it too.
  if (pages.isPending || session.isPending) {
    body = (
      <MediaGrid columns={columns} label={title} busy>
        {Array.from({ length: columns * 2 }, (_, index) => (
          <MediaGridItem key={index}>
            <Skeleton aspectRatio="4 / 5" />
          </MediaGridItem>
        ))}
      </MediaGrid>
    );
  } else if (pages.isError && pages.error instanceof ApiError && pages.error.code === PRIVATE_FAVOURITES) {
    body = (
      <EmptyState icon={<Lock />} level={3} title={t('profile.favouritesPrivate', { name: profile.name })} />
    );
  } else if (pages.isError) {
    body = (
      <EmptyState
        level={3}
        title={t('error.title')}
        action={<Button onClick={() => void pages.refetch()}>{t('tryAgain')}</Button>}
      >
        <p>{t('profile.favouritesFailed')}</p>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = own ? (
      <EmptyState
        icon={<Heart />}
        level={3}
        title={t('profile.favouritesEmptyOwn')}
        action={
          <LinkButton to="/shop" variant="primary">
            {t('shopNow')}
          </LinkButton>
        }
      >
        <p>{t('profile.favouritesEmptyOwnText')}</p>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<Heart />}
        level={3}
        title={t('profile.favouritesEmptyOther', { name: profile.name })}
      />
    );
  } else {
    body = (
      <>
        <MediaGrid columns={columns} label={title} busy={pages.isFetchingNextPage}>
          {items.map((item, index) => (
            <MediaGridItem key={item.id}>
              <CreationTileLink item={item} columns={columns} priority={index < columns} />
            </MediaGridItem>
          ))}
        </MediaGrid>
        <div ref={sentinel} className="grid-end" aria-live="polite">
          {pages.isFetchingNextPage ? t('home.loadingMore') : pages.hasNextPage ? '' : t('home.end')}
        </div>
      </>
    );
  }

  return (
    <section
      id={FAVOURITES_SECTION_ID}
      className="section profile-favourites"
      aria-labelledby={FAVOURITES_HEADING_ID}
    >
      <h2 id={FAVOURITES_HEADING_ID} className="profile-favourites__title" tabIndex={-1}>
        {title}
      </h2>
      {own && session.data?.user.visibility === 'private' && (
        <p className="profile-favourites__note">{t('profile.favouritesOnlyYou')}</p>
      )}
      {body}
    </section>
  );
}
