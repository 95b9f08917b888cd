import { searchFilterOptions, mediaSrc } from '@atelier/domain';
import { Avatar, Dialog, SegmentedControl, TextField, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/endpoints';
import { useViewer } from '../api/queries';
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

/** 000 §2 search: a popup at the bottom of the screen; the options depend on the role. */
export function SearchDialog() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.openOverlay === 'search');
  const setOverlay = useAppStore((state) => state.setOverlay);
  const session = useViewer();
  const money = useMoney();
  const options = searchFilterOptions(activeRole(session));
  const [scope, setScope] = useState<Scope>(options[1] ?? 'creations');
  const effectiveScope: Scope = (options as readonly Scope[]).includes(scope) ? scope : (options[1] as Scope);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const results = useQuery({
    queryKey: ['search', effectiveScope, deferred],
    enabled: open && deferred.length >= 2,
    queryFn: ({ signal }) => searchFor(effectiveScope, deferred, signal, money),
  });
  const labels: Record<Scope, string> = {
    creator: t('search.creator'),
    creations: t('search.creations'),
    producer: t('search.producer'),
    prebuilds: t('search.prebuilds'),
  };
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
          placeholder={t('search.placeholder')}
          value={query}
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
        />
        <SegmentedControl
          label={t('search.scope')}
          size="sm"
          value={effectiveScope}
          onChange={setScope}
          options={(options as readonly Scope[]).map((value) => ({ value, label: labels[value] }))}
        />
        <div className="search__results" aria-live="polite">
          {deferred.length < 2 ? (
            <p className="search__hint">{t('search.hint')}</p>
          ) : results.data && results.data.length === 0 ? (
            <p className="search__hint">{t('search.noResults', { query: deferred })}</p>
          ) : (
            <ul className="search__list">
              {(results.data ?? []).map((result) => (
                <li key={result.key}>
                  <Link to={result.to} className="search__result" onClick={() => setOverlay(null)}>
                    <Avatar src={mediaSrc(result.image, 100)} name={result.title} size={40} />
                    <span>
                      <strong>{result.title}</strong>
                      <span>{result.subtitle}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
}
