import { mediaSrc, withCreationOverlay } from '@atelier/domain';
import { Avatar, useTranslation } from '@atelier/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CreatorCard as CreatorCardData } from '../../api/types';
import { useViewer } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { useDiscoveryText } from '../discovery-i18n/useDiscoveryText';
import { FollowButton } from './FollowButton';
import './creators.css';

export interface CreatorCardProps {
  creator: CreatorCardData;
  /** How many recent works to show (4 on /creators, 3 in the Following tab's suggestions). */
  works?: number;
  /** Without the banner, for the suggestions. */
  compact?: boolean;
  /** Told when the viewer follows or unfollows. */
  onFollowChange?: (isFollowing: boolean) => void;
}

/**
 * A creator at a glance (issue 18): banner, picture, name and handle to the profile, the counts,
 * their recent public work (each opens the creation overlay, 000 §2) and Follow in place.
 */
export function CreatorCard({ creator, works = 4, compact = false, onFollowChange }: CreatorCardProps) {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const text = useDiscoveryText().t;
  const location = useLocation();
  const session = useViewer();
  const [followers, setFollowers] = useState(creator.followerCount);
  const number = new Intl.NumberFormat(i18n.language);
  const profile = `/${creator.at_name}/creation`;
  const recent = creator.recent.slice(0, works);
  const own = session?.user.id === creator.id;
  return (
    <article
      className="creator-tile"
      data-compact={compact || undefined}
      aria-labelledby={`creator-${creator.id}`}
    >
      {!compact && (
        <Link to={profile} className="creator-tile__banner" tabIndex={-1} aria-hidden="true">
          {creator.profile_banner && (
            <img src={mediaSrc(creator.profile_banner, 500)} alt="" loading="lazy" decoding="async" />
          )}
        </Link>
      )}
      <div className="creator-tile__head">
        <Avatar
          src={mediaSrc(creator.profile_image, 100)}
          name={creator.name}
          size={compact ? 44 : 56}
          fallbackLabel={m('avatar.notFound')}
        />
        <div className="creator-tile__who">
          <Link to={profile} className="creator-tile__name" id={`creator-${creator.id}`}>
            {creator.name}
          </Link>
          <span className="creator-tile__handle">@{creator.at_name}</span>
          <span className="creator-tile__stats">
            <span>
              {number.format(creator.creationCount)} {t('profile.creations')}
            </span>
            <span aria-hidden="true"> · </span>
            <span>
              {number.format(followers)} {t('profile.followers')}
            </span>
          </span>
        </div>
        {!own && (
          <FollowButton
            atName={creator.at_name}
            name={creator.name}
            isFollowing={creator.isFollowing}
            onChange={(state) => {
              setFollowers(state.followerCount);
              onFollowChange?.(state.isFollowing);
            }}
          />
        )}
      </div>
      {recent.length > 0 ? (
        <ul
          className="creator-tile__works"
          style={{ gridTemplateColumns: `repeat(${works}, 1fr)` }}
          aria-label={text('recentWorkOf', { name: creator.name })}
        >
          {recent.map((work) => (
            <li key={work.id}>
              <Link
                to={withCreationOverlay(`${location.pathname}${location.search}`, work.id)}
                state={{ overlayFrom: location.key }}
                preventScrollReset
                className="creator-tile__work"
              >
                <img
                  src={mediaSrc(work.creation_media[0]?.url, 300)}
                  alt={work.name}
                  loading="lazy"
                  decoding="async"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="creator-tile__none">{text('noWorkYet')}</p>
      )}
    </article>
  );
}
