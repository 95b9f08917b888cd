import { mediaSrc, withLoginQuery } from '@atelier/domain';
import { Avatar, Button, Skeleton, useToast, useTranslation } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { queryKeys, useProfile, useViewer } from '../../api/queries';
import type { Profile, PublicUser } from '../../api/types';
import { useMessage } from '../../i18n/storefrontI18n';
import { useCurrentUrl } from '../../lib/useCurrentUrl';
import './creatorShop.css';

export interface CreatorShopHeaderProps {
  creator: PublicUser;
  /** The creator's short line about their shop (saved in the dashboard's Shop section). */
  bio: string | null;
}

/**
 * Issue 18: the top of a creator's shop on their sub-domain, in place of the platform's
 * welcome: their banner, logo (profile picture), name, handle, a short bio, the follower
 * count and a Follow button. The name sits on a solid band below the banner, never on the
 * picture, so it reads on any banner (light, dark or busy).
 */
export function CreatorShopHeader({ creator, bio }: CreatorShopHeaderProps) {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const client = useQueryClient();
  const session = useViewer();
  // Follow state and count live on the profile (the same query the profile page reads).
  const profile = useProfile(creator.at_name).data;
  const own = session?.user.id === creator.id;
  const follow = useMutation({
    mutationFn: (on: boolean) => api.follow(creator.at_name, on),
    onSuccess: (answer) =>
      client.setQueryData<Profile>(queryKeys.profile(creator.at_name), (current) =>
        current ? { ...current, ...answer } : current,
      ),
    onError: () => toast.show({ tone: 'error', message: t('detail.failed') }),
  });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <header className="creator-shop" data-testid="creator-shop-header">
      <div className="creator-shop__banner">
        {creator.profile_banner && (
          <img src={mediaSrc(creator.profile_banner, 1500)} alt="" decoding="async" fetchPriority="high" />
        )}
      </div>
      <div className="creator-shop__band">
        <span className="creator-shop__logo">
          <Avatar
            src={mediaSrc(creator.profile_image, 200)}
            name={creator.name}
            size={88}
            fallbackLabel={m('avatar.notFound')}
          />
        </span>
        <div className="creator-shop__text">
          <h2 className="creator-shop__name">{creator.name}</h2>
          <Link className="creator-shop__handle" to={`/${creator.at_name}/creation`}>
            @{creator.at_name}
          </Link>
          {bio && <p className="creator-shop__bio">{bio}</p>}
        </div>
        <div className="creator-shop__actions">
          <p className="creator-shop__followers">
            {profile ? (
              <strong>{number.format(profile.followerCount)}</strong>
            ) : (
              <Skeleton width={24} height={16} />
            )}{' '}
            <span>{t('profile.followers')}</span>
          </p>
          {!own && (
            <Button
              variant={profile?.isFollowing ? 'secondary' : 'primary'}
              loading={follow.isPending}
              disabled={!profile}
              aria-pressed={profile?.isFollowing ?? false}
              onClick={() => (session ? follow.mutate(!profile?.isFollowing) : navigate(withLoginQuery(url)))}
            >
              {profile?.isFollowing ? t('profile.unfollow') : t('profile.follow')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
