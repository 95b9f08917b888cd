import { Avatar, EmptyState, Skeleton, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { currentHost } from '../../lib/host';
import { mediaSrc } from '@atelier/domain';
import { usePageTitle } from '../../lib/usePageTitle';

/** 000 §2 /creators: the creators list (Collections on a creator's sub-domain). */
export function CreatorsPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const host = currentHost();
  const title = host.isMainSite ? m('nav.creators') : m('nav.collections');
  usePageTitle(title);
  const creators = useQuery({
    queryKey: queryKeys.users({ creators: 'true' }),
    queryFn: ({ signal }) => api.users({ creators: 'true', limit: 100 }, signal),
  });
  const list = (creators.data?.data ?? []).filter(
    (user) => host.isMainSite || user.at_name === host.creatorId,
  );
  return (
    <div className="page page--wide">
      <div className="page-heading">
        <div>
          <h1>{title}</h1>
          <p className="page-lead">{t('creators.text')}</p>
        </div>
      </div>
      {creators.isPending ? (
        <Skeleton height={240} />
      ) : list.length === 0 ? (
        <EmptyState title={t('creators.empty')} />
      ) : (
        <ul className="creator-cards">
          {list.map((user) => (
            <li key={user.id}>
              <Link to={`/${user.at_name}/creation`} className="creator-card">
                <span className="creator-card__banner">
                  {user.profile_banner && (
                    <img src={mediaSrc(user.profile_banner, 500)} alt="" loading="lazy" decoding="async" />
                  )}
                </span>
                <span className="creator-card__body">
                  <Avatar
                    src={mediaSrc(user.profile_image, 100)}
                    name={user.name}
                    size={48}
                    fallbackLabel={m('avatar.notFound')}
                  />
                  <span>
                    <strong>{user.name}</strong>
                    <span>@{user.at_name}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
