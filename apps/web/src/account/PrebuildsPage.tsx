import { EmptyState, MediaGrid, MediaGridItem, Skeleton, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { queryKeys } from '../api/queries';
import type { Session } from '../api/types';
import { useMessage } from '../i18n/storefrontI18n';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import { useGridColumns } from '../storefront/grid/useGridColumns';
import { NotAllowed, RequireSession } from './access';
import { PrebuildTile, type ListedPrebuild } from './PrebuildTile';

interface ProducerPrebuilds {
  readonly producer: { readonly id: string; readonly at_name: string; readonly name: string };
  readonly prebuilds: readonly ListedPrebuild[];
}

/** Every producer's published prebuilds, producer by producer (one list call per producer). */
async function allPrebuilds(signal: AbortSignal): Promise<ProducerPrebuilds[]> {
  const { data: producers } = await api.producers();
  const lists = await Promise.all(
    producers.map(async (producer) => ({
      producer,
      prebuilds: (await api.producerPrebuilds(producer.at_name, {}, signal)).data,
    })),
  );
  return lists.filter((list) => list.prebuilds.length > 0);
}

function PrebuildLists({ session }: { session: Session }) {
  const { t } = useTranslation();
  const columns = Math.min(useGridColumns(), 5);
  const lists = useQuery({
    queryKey: [...queryKeys.producers, 'prebuilds'],
    queryFn: ({ signal }) => allPrebuilds(signal),
  });
  const creator = session.user.is_creator;
  const memberOf = new Set(session.user.userRoleInProducer.map((entry) => entry.producer.id));
  if (lists.isPending) return <Skeleton height={320} />;
  if (!lists.data || lists.data.length === 0) return <EmptyState title={t('producer.empty')} />;
  return (
    <>
      {lists.data.map(({ producer, prebuilds }) => (
        <section className="section" key={producer.id} aria-labelledby={`prebuilds-${producer.id}`}>
          <h2 id={`prebuilds-${producer.id}`}>
            {producer.name} <span className="profile-header__handle">@{producer.at_name}</span>
          </h2>
          <MediaGrid columns={columns} label={`${t('producer.prebuilds')}: ${producer.name}`}>
            {prebuilds.map((prebuild) => (
              <MediaGridItem key={prebuild.id}>
                <PrebuildTile
                  prebuild={prebuild}
                  producerAtName={producer.at_name}
                  canCreate={creator}
                  canEdit={memberOf.has(producer.id)}
                />
              </MediaGridItem>
            ))}
          </MediaGrid>
        </section>
      ))}
    </>
  );
}

/**
 * /prebuilds (000 §2, the header's '+ Create'): the prebuilds one can start from. Creators see
 * 'Create' on each (a new creation in the editor); members of a producer see 'Edit' on their
 * producer's. Anyone else is told the page is for creators, with the way to become one.
 */
export function PrebuildsPage() {
  const { t } = useTranslation();
  const m = useMessage();
  usePageTitle(t('producer.prebuilds'));
  return (
    <RequireSession>
      {(session) =>
        session.user.is_creator || session.user.userRoleInProducer.length > 0 ? (
          <div className="page page--wide">
            <header className="section__heading">
              <div>
                <h1>{t('producer.prebuilds')}</h1>
                <p className="page-lead">{t('producer.prebuildsText')}</p>
              </div>
            </header>
            <PrebuildLists session={session} />
          </div>
        ) : (
          <NotAllowed
            title={t('access.creatorOnly')}
            text={t('access.creatorOnlyText')}
            action={
              <LinkButton to="/become_creator" variant="primary">
                {m('nav.becomeCreator')}
              </LinkButton>
            }
          />
        )
      }
    </RequireSession>
  );
}
