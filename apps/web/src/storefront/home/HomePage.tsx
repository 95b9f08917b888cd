import type { HomeTab } from '@atelier/schema';
import { EmptyState, SegmentedControl, Skeleton, useTranslation } from '@atelier/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHome } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { useIdle } from '../../lib/idle';
import { usePageTitle } from '../../lib/usePageTitle';
import { CreationGrid } from '../grid/CreationGrid';
import { ApiError } from '../../api/http';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { CreatorShopHeader } from './CreatorShopHeader';
import { HeaderCards } from './HeaderCards';
import { HomeBanner } from './HomeBanner';
import { HomeHero } from './HomeHero';
import { noticeDue } from './noticeSeen';

// The daily notice (a dialog) opens once the page is loaded and idle: it is not what the
// visitor came for, and must not hold up the first screen.
const HomeNotice = lazy(() => import('./HomeNotice').then((m) => ({ default: m.HomeNotice })));
// The Following tab's empty state (creators to follow) loads only when it shows.
const FollowSuggestions = lazy(() =>
  import('../creators/FollowSuggestions').then((m) => ({ default: m.FollowSuggestions })),
);

const TAB_KEYS = {
  trending: 'tab.trending',
  latest: 'tab.latest',
  discover: 'tab.discover',
  following: 'tab.following',
} as const;

/** 000 §2 home: notice, header cards, creator banner, category tabs and the media grid. */
export function HomePage() {
  const { t } = useTranslation();
  const m = useMessage();
  const home = useHome();
  const [params, setParams] = useSearchParams();
  const data = home.data;
  const idle = useIdle();
  // Asked once, when the page is idle (showing the notice records that it was seen today).
  const [showNotice, setShowNotice] = useState<boolean | null>(null);
  if (idle && data?.notice && showNotice === null) setShowNotice(noticeDue(data.notice));
  const tabs = data?.tabs ?? [];
  const asked = params.get('tab') as HomeTab | null;
  const tab: HomeTab | undefined = asked && tabs.includes(asked) ? asked : tabs[0];
  usePageTitle(data?.creator ? t('home.shopOf', { name: data.creator.name }) : null);

  if (home.isError) {
    // Issue 18: an unknown sub-domain is not an empty shop.
    if (home.error instanceof ApiError && home.error.status === 404) return <NotFoundPage />;
    return (
      <EmptyState page level={1} title={t('error.title')}>
        <p>{t('error.text')}</p>
      </EmptyState>
    );
  }
  const banner = data?.banner?.enabled && data.banner.url ? data.banner : null;
  return (
    <div className="page page--wide home">
      <h1 className="ui-visually-hidden">
        {data?.creator ? t('home.shopOf', { name: data.creator.name }) : 'Atelier'}
      </h1>
      {/* Issue 18: a creator's shop opens with their own header, never the platform's hero. */}
      {data && (data.creator ? <CreatorShopHeader creator={data.creator} bio={data.bio} /> : <HomeHero />)}
      {data ? <HeaderCards cards={data.headerCards} /> : <Skeleton height={250} />}
      {banner && <HomeBanner banner={banner} priority={Boolean(data?.creator)} />}
      {tabs.length > 0 && tab && (
        <div className="home-tabs">
          <SegmentedControl
            label={t('home.categories')}
            value={tab}
            onChange={(next) =>
              setParams(
                (current) => {
                  const copy = new URLSearchParams(current);
                  copy.set('tab', next);
                  return copy;
                },
                { replace: true, preventScrollReset: true },
              )
            }
            options={tabs.map((value) => ({ value, label: m(TAB_KEYS[value]) }))}
          />
        </div>
      )}
      {data && tab && (
        <CreationGrid
          key={tab}
          filter={{ tab }}
          trendMedia={data.trendMedia}
          label={m(TAB_KEYS[tab])}
          empty={
            tab === 'following' ? (
              <Suspense fallback={<Skeleton height={240} />}>
                <FollowSuggestions />
              </Suspense>
            ) : (
              <EmptyState title={t('home.empty')} />
            )
          }
        />
      )}
      {data?.notice && showNotice && (
        <Suspense fallback={null}>
          <HomeNotice notice={data.notice} />
        </Suspense>
      )}
    </div>
  );
}
