import { Avatar, EmptyState, MediaGrid, MediaGridItem, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { queryKeys, useViewer } from '../api/queries';
import { mediaSrc } from '@atelier/domain';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import { useGridColumns } from '../storefront/grid/useGridColumns';
import { PrebuildTile } from './PrebuildTile';
import { ProfileLoading, ProfileNotFound } from './ProfileStates';

/**
 * The producer by at_name, or by id (000 §2 "/{producer id}/production/"): the API answers
 * both in one request, so the page never asks for a handle that is not one first.
 */
async function findProducer(key: string, signal: AbortSignal) {
  try {
    return (await api.producer(key, signal)).producer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** 000 §2 /{at_name}/production: the producer page with its prebuilds. */
export function ProducerPage() {
  const { t } = useTranslation();
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
  // 001 §1, §2: creators start a creation from a prebuild; members of the producer edit it.
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
            {(prebuilds.data?.data ?? []).map((prebuild) => (
              <MediaGridItem key={prebuild.id}>
                <PrebuildTile
                  prebuild={prebuild}
                  producerAtName={info.at_name}
                  canCreate={creator}
                  canEdit={Boolean(member)}
                  focused={prebuild.id === focus}
                />
              </MediaGridItem>
            ))}
          </MediaGrid>
        )}
      </section>
    </div>
  );
}
