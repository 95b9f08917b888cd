import { Avatar, EmptyState, MediaGrid, MediaGridItem, Tile, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { queryKeys, useViewer } from '../api/queries';
import { LinkButton } from '../lib/LinkButton';
import { mediaSrc } from '@atelier/domain';
import { usePageTitle } from '../lib/usePageTitle';
import { useMoney } from '../money/useMoney';
import { useGridColumns } from '../storefront/grid/useGridColumns';
import { ProfileLoading, ProfileNotFound } from './ProfileStates';

/** The producer by at_name, or by id (000 §2 "/{producer id}/production/"). */
async function findProducer(key: string, signal: AbortSignal) {
  try {
    return (await api.producer(key, signal)).producer;
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
    const { data } = await api.producers();
    return data.find((producer) => producer.id === key) ?? null;
  }
}

/** 000 §2 /{at_name}/production: the producer page with its prebuilds. */
export function ProducerPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { atName = '' } = useParams();
  const [params] = useSearchParams();
  const focus = params.get('prebuild');
  const columns = useGridColumns();
  const session = useViewer();
  const producer = useQuery({
    queryKey: queryKeys.producer(atName),
    queryFn: ({ signal }) => findProducer(atName, signal),
    retry: false,
  });
  const prebuilds = useQuery({
    queryKey: queryKeys.producerPrebuilds(producer.data?.at_name ?? ''),
    enabled: Boolean(producer.data),
    queryFn: ({ signal }) => api.producerPrebuilds(producer.data?.at_name ?? '', {}, signal),
  });
  usePageTitle(producer.data?.name);
  if (producer.isPending) return <ProfileLoading />;
  if (!producer.data) return <ProfileNotFound />;
  const info = producer.data;
  const member = session?.user.userRoleInProducer.some((entry) => entry.producer.id === info.id);
  const gridColumns = Math.min(columns, 5);
  // 001 §1: creators build creations from a prebuild (the editor starts a new one from it).
  const creator = Boolean(session?.user.is_creator);
  return (
    <div className="page page--wide">
      <header className="producer-header">
        <Avatar src={mediaSrc(info.profile_image, 200)} name={info.name} size={72} />
        <div>
          <h1>{info.name}</h1>
          <p className="profile-header__handle">@{info.at_name}</p>
        </div>
        {member && (
          <LinkButton to={`/${info.at_name}/production/manage`} variant="primary">
            {t('producer.manage')}
          </LinkButton>
        )}
      </header>
      <section className="section">
        <div className="section__heading">
          <div>
            <h2>{t('producer.prebuilds')}</h2>
            <p className="page-lead">{t('producer.prebuildsText')}</p>
          </div>
        </div>
        {(prebuilds.data?.data.length ?? 0) === 0 && !prebuilds.isPending ? (
          <EmptyState title={t('producer.empty')} />
        ) : (
          <MediaGrid columns={gridColumns} label={t('producer.prebuilds')}>
            {(prebuilds.data?.data ?? []).map((prebuild) => {
              const cover = prebuild.waterflow_config?.media_placement.find((plate) => plate.url)?.url;
              const lowest = prebuild.cost_config.reduce<number | null>(
                (low, tier) => (low === null || tier.cost < low ? tier.cost : low),
                null,
              );
              return (
                <MediaGridItem key={prebuild.id}>
                  <div className="prebuild-tile" data-focused={prebuild.id === focus || undefined}>
                    <Tile
                      href={`/${info.at_name}/production?prebuild=${encodeURIComponent(prebuild.id)}`}
                      src={mediaSrc(cover, 500)}
                      alt={prebuild.name}
                      title={prebuild.name}
                      subtitle={t('producer.minimum', { count: prebuild.minimum_order ?? 1 })}
                      {...(lowest !== null ? { price: t('producer.from', { price: money(lowest) }) } : {})}
                    />
                    {creator && (
                      <LinkButton
                        to={`/editor?edit_type=creation&prebuild_id=${encodeURIComponent(prebuild.id)}`}
                        variant={prebuild.id === focus ? 'primary' : 'secondary'}
                        size="sm"
                        icon={<Plus />}
                        aria-label={`${t('nav.create')}: ${prebuild.name}`}
                        className="prebuild-tile__create"
                      >
                        {t('nav.create')}
                      </LinkButton>
                    )}
                  </div>
                </MediaGridItem>
              );
            })}
          </MediaGrid>
        )}
      </section>
    </div>
  );
}
