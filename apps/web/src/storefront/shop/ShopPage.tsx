import { canZoomGrid } from '@atelier/domain';
import { Button, useTranslation } from '@atelier/ui';
import { SlidersHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CreationFilter } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { usePageTitle } from '../../lib/usePageTitle';
import type { Scope } from '../../shell/SearchDialog';
import { useAppStore } from '../../store/store';
import { CreationGrid } from '../grid/CreationGrid';
import { useGridColumns } from '../grid/useGridColumns';
import type { ShopFilter } from './FilterDialog';

// The filter popup's code (search, categories, producers) loads when it is first opened.
const FilterDialog = lazy(() => import('./FilterDialog').then((m) => ({ default: m.FilterDialog })));

const SCOPES: readonly Scope[] = ['creations', 'creator', 'producer', 'prebuilds'];

function readFilter(params: URLSearchParams): ShopFilter {
  const scope = params.get('in') as Scope | null;
  return {
    categories: params.getAll('category'),
    scope: scope && SCOPES.includes(scope) ? scope : 'creations',
    text: params.get('q') ?? '',
  };
}

function toQuery(filter: ShopFilter): CreationFilter {
  const text = filter.text.replace(/^@/, '');
  return {
    ...(filter.categories.length ? { category: [...filter.categories].sort() } : {}),
    ...(text && filter.scope === 'creations' ? { q: text } : {}),
    ...(text && filter.scope === 'creator' ? { creator: text } : {}),
    ...(text && filter.scope === 'producer' ? { producer: text } : {}),
  };
}

/** 000 §2 /shop: the grid with a category filter popup and zoom in / out by 2 columns. */
export function ShopPage() {
  const { t } = useTranslation();
  const m = useMessage();
  usePageTitle(m('nav.shop'));
  const [params, setParams] = useSearchParams();
  const [filterOpen, setFilterOpen] = useState(false);
  const [filterUsed, setFilterUsed] = useState(false);
  if (filterOpen && !filterUsed) setFilterUsed(true);
  const columns = useGridColumns();
  const zoomGrid = useAppStore((state) => state.zoomGrid);
  const filter = readFilter(params);
  const query = toQuery(filter);
  const width = typeof window === 'undefined' ? 1440 : window.innerWidth;
  const active = [...filter.categories, ...(filter.text ? [filter.text] : [])];
  return (
    <div className="page page--wide shop">
      <div className="page-heading">
        <h1>{t('shop.title')}</h1>
        <div className="shop__tools">
          <Button icon={<SlidersHorizontal />} onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
            {active.length ? `${t('shop.filter')} (${active.length})` : t('shop.filter')}
          </Button>
          <div className="shop__zoom" role="group" aria-label={t('shop.columns', { count: columns })}>
            <Button
              icon={<ZoomIn />}
              aria-label={t('shop.zoomIn')}
              disabled={!canZoomGrid(columns, 'in', width)}
              onClick={() => zoomGrid('in', window.innerWidth)}
            />
            <Button
              icon={<ZoomOut />}
              aria-label={t('shop.zoomOut')}
              disabled={!canZoomGrid(columns, 'out', width)}
              onClick={() => zoomGrid('out', window.innerWidth)}
            />
          </div>
        </div>
      </div>
      {active.length > 0 && <p className="shop__active">{t('shop.active', { list: active.join(', ') })}</p>}
      <CreationGrid key={JSON.stringify(query)} filter={query} label={t('shop.title')} columns={columns} />
      {filterUsed && (
        <Suspense fallback={null}>
          <FilterDialog
            open={filterOpen}
            onOpenChange={setFilterOpen}
            value={filter}
            onApply={(next) => {
              const copy = new URLSearchParams();
              for (const category of next.categories) copy.append('category', category);
              if (next.text) {
                copy.set('q', next.text);
                copy.set('in', next.scope);
              }
              setParams(copy);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
