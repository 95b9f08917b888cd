import { Button, EmptyState, Skeleton, useTranslation } from '@atelier/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { currentHost } from '../../lib/host';
import { usePageTitle } from '../../lib/usePageTitle';
import { useDiscoveryText } from '../discovery-i18n/useDiscoveryText';
import { CreatorCard } from './CreatorCard';

/** Creators per page of /creators. */
export const CREATORS_PAGE_SIZE = 12;

/** The creators pages, 12 at a time ("Show more creators"). */
export function useCreatorPages(suggest: boolean, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.creators(suggest),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.creators(
        { ...(suggest ? { suggest: 'true' as const } : {}), limit: CREATORS_PAGE_SIZE, offset: pageParam },
        signal,
      ),
    getNextPageParam: (last) => last.nextOffset,
  });
}

/**
 * 000 §2 /creators (Collections on a creator's sub-domain): each creator with banner, picture,
 * counts, recent work and Follow (issue 18), one request a page.
 */
export function CreatorsPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const text = useDiscoveryText().t;
  const host = currentHost();
  const title = host.isMainSite ? m('nav.creators') : m('nav.collections');
  usePageTitle(title);
  const creators = useCreatorPages(false);
  const list = (creators.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((user) => host.isMainSite || user.at_name === host.creatorId);
  return (
    <div className="page page--wide">
      <div className="page-heading">
        <div>
          <h1>{title}</h1>
          <p className="page-lead">{t('creators.text')}</p>
        </div>
      </div>
      {creators.isPending ? (
        <Skeleton height={320} />
      ) : creators.isError && list.length === 0 ? (
        <EmptyState title={text('loadFailed')}>
          <Button onClick={() => void creators.refetch()}>{text('retry')}</Button>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState title={t('creators.empty')} />
      ) : (
        <>
          <ul className="creator-tiles">
            {list.map((creator) => (
              <li key={creator.id}>
                <CreatorCard creator={creator} />
              </li>
            ))}
          </ul>
          {creators.hasNextPage && (
            <div className="creators__more">
              <Button loading={creators.isFetchingNextPage} onClick={() => void creators.fetchNextPage()}>
                {text('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
