import { withLoginQuery, mediaSrc } from '@atelier/domain';
import { Avatar, Button, useToast, useTranslation } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/endpoints';
import { queryKeys, useViewer } from '../api/queries';
import type { Profile } from '../api/types';
import { useMessage } from '../i18n/storefrontI18n';
import { LinkButton } from '../lib/LinkButton';
import { useCurrentUrl } from '../lib/useCurrentUrl';
import { accountLinkLabels } from './settings/i18n/links';
import { profileShareTarget } from '../shell/shareTargets';
import { useAppStore } from '../store/store';

/** A profile's banner, picture, name, counts, follow and share buttons. */
export function ProfileHeader({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const client = useQueryClient();
  const session = useViewer();
  const openShare = useAppStore((state) => state.openShare);
  const own = session?.user.id === profile.id;
  const follow = useMutation({
    mutationFn: () => api.follow(profile.at_name, !profile.isFollowing),
    onSuccess: (answer) =>
      client.setQueryData<Profile>(queryKeys.profile(profile.at_name), (current) =>
        current ? { ...current, ...answer } : current,
      ),
    onError: () => toast.show({ tone: 'error', message: t('detail.failed') }),
  });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <header className="profile-header">
      <div className="profile-header__banner">
        {profile.profile_banner && (
          <img src={mediaSrc(profile.profile_banner, 1500)} alt="" decoding="async" />
        )}
      </div>
      <div className="profile-header__body">
        <Avatar
          src={mediaSrc(profile.profile_image, 200)}
          name={profile.name}
          size={96}
          fallbackLabel={m('avatar.notFound')}
        />
        <div className="profile-header__text">
          <h1>{profile.name}</h1>
          <p className="profile-header__handle">@{profile.at_name}</p>
          <dl className="profile-header__stats">
            <div>
              <dt>{t('profile.followers')}</dt>
              <dd>{number.format(profile.followerCount)}</dd>
            </div>
            <div>
              <dt>{t('profile.following')}</dt>
              <dd>{number.format(profile.followingCount)}</dd>
            </div>
            {profile.is_creator && (
              <div>
                <dt>{t('profile.creations')}</dt>
                <dd>{number.format(profile.creationCount)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="profile-header__actions">
          {own && (
            <LinkButton to="/settings/account" icon={<Pencil />}>
              {accountLinkLabels(i18n.language).editProfile}
            </LinkButton>
          )}
          {!own && (
            <Button
              variant={profile.isFollowing ? 'secondary' : 'primary'}
              loading={follow.isPending}
              aria-pressed={profile.isFollowing}
              onClick={() => (session ? follow.mutate() : navigate(withLoginQuery(url)))}
            >
              {profile.isFollowing ? t('profile.unfollow') : t('profile.follow')}
            </Button>
          )}
          <Button icon={<Share2 />} onClick={() => openShare(profileShareTarget(profile))}>
            {t('detail.share')}
          </Button>
        </div>
      </div>
      {children}
    </header>
  );
}
