import { canZoomGrid } from '@atelier/domain';
import { Button, useTranslation } from '@atelier/ui';
import { SlidersHorizontal, X, ZoomIn, ZoomOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CreationFilter, useHome } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { usePageTitle } from '../../lib/usePageTitle';
import type { Scope } from '../../shell/SearchDialog';
import { useAppStore } from '../../store/store';
import { CreationGrid } from '../grid/CreationGrid';
import { useGridColumns } from '../grid/useGridColumns';
import { useDiscoveryText } from '../discovery-i18n/useDiscoveryText';
import './shop.css';
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

function toParams(filter: ShopFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of filter.categories) params.append('category', category);
  if (filter.text) {
    params.set('q', filter.text);
    params.set('in', filter.scope);
  }
  return params;
}

/**
 * The active filter as chips (issue 18): each category by its name (the API's `name`), the
 * search text, each with a remove button, and Clear all.
 */
function ActiveFilters({
  filter,
  onChange,
  onClear,
}: {
  filter: ShopFilter;
  onChange: (next: ShopFilter) => void;
  onClear: () => void;
}) {
  const { t, ready } = useDiscoveryText();
  const categories = useHome().data?.categories ?? [];
  if (!ready) return <div className="shop-chips" aria-hidden="true" />;
  const chips = [
    ...filter.categories.map((value) => {
      const name = categories.find((category) => category.value === value)?.name ?? value;
      return {
        key: `category:${value}`,
        label: name,
        name,
        remove: () =>
          onChange({ ...filter, categories: filter.categories.filter((entry) => entry !== value) }),
      };
    }),
    ...(filter.text
      ? [
          {
            key: 'text',
            label: t('searchChip', { query: filter.text }),
            name: filter.text,
            remove: () => onChange({ ...filter, text: '' }),
          },
        ]
      : []),
  ];
  return (
    <div className="shop-chips">
      <ul className="shop-chips__list" aria-label={t('activeFilters')}>
        {chips.map((chip) => (
          <li key={chip.key} className="shop-chip">
            <span>{chip.label}</span>
            <button
              type="button"
              className="shop-chip__remove"
              aria-label={t('removeFilter', { name: chip.name })}
              onClick={chip.remove}
            >
              <X aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('clearAll')}
      </Button>
    </div>
  );
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
      {active.length > 0 && (
        <ActiveFilters
          filter={filter}
          onChange={(next) => setParams(toParams(next))}
          onClear={() => setParams(new URLSearchParams())}
        />
      )}
      <CreationGrid key={JSON.stringify(query)} filter={query} label={t('shop.title')} columns={columns} />
      {filterUsed && (
        <Suspense fallback={null}>
          <FilterDialog
            open={filterOpen}
            onOpenChange={setFilterOpen}
            value={filter}
            onApply={(next) => setParams(toParams(next))}
          />
        </Suspense>
      )}
    </div>
  );
}
