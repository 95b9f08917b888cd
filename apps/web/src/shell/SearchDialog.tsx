import { searchFilterOptions, mediaSrc } from '@atelier/domain';
import { Avatar, Dialog, SegmentedControl, TextField, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/endpoints';
import { useHome, useViewer } from '../api/queries';
import { useDiscoveryText } from '../storefront/discovery-i18n/useDiscoveryText';
import './search.css';
import { activeRole } from '../lib/permissions';
import { useMoney } from '../money/useMoney';
import { useAppStore } from '../store/store';

export type Scope = 'creator' | 'creations' | 'producer' | 'prebuilds';

export interface Result {
  key: string;
  to: string;
  title: string;
  subtitle: string;
  image: string | null | undefined;
}

export async function searchFor(
  scope: Scope,
  q: string,
  signal: AbortSignal,
  money: (cents: number) => string,
): Promise<Result[]> {
  const needle = q.toLowerCase();
  if (scope === 'creator') {
    const { data } = await api.users({ q, creators: 'true', limit: 20 }, signal);
    return data.map((user) => ({
      key: user.id,
      to: `/${user.at_name}/creation`,
      title: user.name,
      subtitle: `@${user.at_name}`,
      image: user.profile_image,
    }));
  }
  if (scope === 'creations') {
    const { items } = await api.creations({ q, limit: 20 }, signal);
    return items.map((item) => ({
      key: item.id,
      to: `?items=${encodeURIComponent(item.id)}`,
      title: item.name,
      subtitle: `${item.user.name} · ${money(item.totalPrice)}`,
      image: item.creation_media[0]?.url,
    }));
  }
  const { data: producers } = await api.producers();
  if (scope === 'producer') {
    return producers
      .filter((producer) => `${producer.name} ${producer.at_name}`.toLowerCase().includes(needle))
      .map((producer) => ({
        key: producer.id,
        to: `/${producer.at_name}/production`,
        title: producer.name,
        subtitle: `@${producer.at_name}`,
        image: producer.profile_image,
      }));
  }
  const lists = await Promise.all(
    producers.map((producer) => api.producerPrebuilds(producer.at_name, { q, limit: 10 }, signal)),
  );
  return lists.flatMap((list, index) =>
    list.data.map((prebuild) => ({
      key: prebuild.id,
      to: `/${producers[index]?.at_name}/production?prebuild=${encodeURIComponent(prebuild.id)}`,
      title: prebuild.name,
      subtitle: producers[index]?.name ?? '',
      image: prebuild.waterflow_config?.media_placement[0]?.url,
    })),
  );
}

/** How long typing must pause before the search asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The shop's address for a text search (its "see all results"). */
export const shopSearchPath = (q: string) => `/shop?${new URLSearchParams({ q, in: 'creations' })}`;

/**
 * 000 §2 search: a popup at the bottom of the screen; the options depend on the role. Results
 * come as you type (debounced; a stale request is cancelled through its signal), arrows and
 * Enter move through them, and creations end with "see all results" in the shop (issue 18).
 */
export function SearchDialog() {
  const { t } = useTranslation();
  const text = useDiscoveryText().t;
  const open = useAppStore((state) => state.openOverlay === 'search');
  const setOverlay = useAppStore((state) => state.setOverlay);
  const navigate = useNavigate();
  const session = useViewer();
  const money = useMoney();
  const categories = useHome().data?.categories ?? [];
  const options = searchFilterOptions(activeRole(session));
  const [scope, setScope] = useState<Scope>(options[1] ?? 'creations');
  const effectiveScope: Scope = (options as readonly Scope[]).includes(scope) ? scope : (options[1] as Scope);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const typed = query.trim();
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: ['search', effectiveScope, settled],
    enabled: open && settled.length >= 2,
    queryFn: ({ signal }) => searchFor(effectiveScope, settled, signal, money),
  });
  const listId = useId();
  const labels: Record<Scope, string> = {
    creator: t('search.creator'),
    creations: t('search.creations'),
    producer: t('search.producer'),
    prebuilds: t('search.prebuilds'),
  };
  const found = settled.length >= 2 ? (results.data ?? []) : [];
  const seeAll = effectiveScope === 'creations' && settled.length >= 2 && found.length > 0;
  // The options arrows move through: the results, then "see all results".
  const targets = [...found.map((result) => result.to), ...(seeAll ? [shopSearchPath(settled)] : [])];
  const optionId = (index: number) => `${listId}-${index}`;
  const go = (to: string) => {
    setOverlay(null);
    void navigate(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (targets.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the arrows cycle field, results, see all, field.
      const places = targets.length + 1;
      setActive((current) => ((current + 1 + step + places) % places) - 1);
    } else if (event.key === 'Enter') {
      const target =
        targets[active] ??
        (typed.length >= 2 && effectiveScope === 'creations' ? shopSearchPath(typed) : null);
      if (target) {
        event.preventDefault();
        go(target);
      }
    }
  };
  const waiting = typed.length >= 2 && (typed !== settled || results.isFetching);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => setOverlay(next ? 'search' : null)}
      title={t('search.title')}
      placement="bottom"
      size="lg"
    >
      <div className="search">
        <TextField
          label={t('search.title')}
          hideLabel
          type="search"
          role="combobox"
          aria-expanded={targets.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < targets.length ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          value={query}
          autoFocus
          enterKeyHint="search"
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
        />
        <SegmentedControl
          label={t('search.scope')}
          size="sm"
          value={effectiveScope}
          onChange={(next) => {
            setScope(next);
            setActive(-1);
          }}
          options={(options as readonly Scope[]).map((value) => ({ value, label: labels[value] }))}
        />
        <div className="search__results">
          <p className="search__hint" aria-live="polite">
            {typed.length < 2
              ? t('search.hint')
              : waiting && found.length === 0
                ? text('searching')
                : settled.length >= 2 && results.data && results.data.length === 0
                  ? t('search.noResults', { query: settled })
                  : found.length > 0
                    ? text('keyboardHint')
                    : ''}
          </p>
          {typed.length < 2 && categories.length > 0 && (
            <div className="search__suggestions">
              <p className="search__suggestions-title">{text('suggestionsTitle')}</p>
              <div className="filter__chips">
                {categories.slice(0, 8).map((category) => (
                  <button
                    key={category.id}
                    type="button"
                    className="filter__chip"
                    onClick={() => {
                      setQuery(category.name);
                      setActive(-1);
                    }}
                  >
                    {category.name}
                  </button>
                ))}
              </div>
            </div>
          )}
          <ul className="search__list" id={listId} role="listbox" aria-label={text('resultsLabel')}>
            {found.map((result, index) => (
              <li
                key={result.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search__result"
                onClick={() => go(result.to)}
              >
                <Avatar src={mediaSrc(result.image, 100)} name={result.title} size={40} />
                <span>
                  <strong>{result.title}</strong>
                  <span>{result.subtitle}</span>
                </span>
              </li>
            ))}
            {seeAll && (
              <li
                id={optionId(found.length)}
                role="option"
                aria-selected={active === found.length}
                className="search__result search__see-all"
                onClick={() => go(shopSearchPath(settled))}
              >
                <ArrowRight aria-hidden="true" />
                <span>{text('seeAll', { query: settled })}</span>
              </li>
            )}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}
