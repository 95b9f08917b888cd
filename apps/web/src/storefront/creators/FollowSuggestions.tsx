import { Button, Skeleton, useTranslation } from '@atelier/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys, useProfile, useViewer } from '../../api/queries';
import { useDiscoveryText } from '../discovery-i18n/useDiscoveryText';
import { CreatorCard } from './CreatorCard';
import { useCreatorPages } from './CreatorsPage';
import './creators.css';

/** How many creators the empty Following tab suggests. */
const SUGGESTIONS = 6;

/**
 * The Following tab's empty state (issue 18): the viewer follows nobody, or nobody they follow
 * has public work. It suggests creators to follow, each with three recent works, and Follow
 * works in place; once someone is followed, "Show their work" reloads the tab.
 */
export function FollowSuggestions() {
  const { t } = useTranslation();
  const text = useDiscoveryText().t;
  const client = useQueryClient();
  const suggestions = useCreatorPages(true);
  // Whether the viewer follows anyone decides the title (the tab is for signed-in users only).
  const me = useProfile(useViewer()?.user.at_name ?? '');
  const followsSomeone = (me.data?.followingCount ?? 0) > 0;
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  const creators = (suggestions.data?.pages[0]?.items ?? []).slice(0, SUGGESTIONS);
  return (
    <section className="follow-suggestions" aria-labelledby="follow-suggestions-title">
      <h2 id="follow-suggestions-title">
        {followsSomeone ? text('followingNoWorkTitle') : text('followingEmptyTitle')}
      </h2>
      <p className="follow-suggestions__lead">{t('home.emptyFollowing')}</p>
      {suggestions.isPending ? (
        <Skeleton height={240} />
      ) : creators.length > 0 ? (
        <>
          <h3>{text('suggestedCreators')}</h3>
          <ul className="creator-tiles">
            {creators.map((creator) => (
              <li key={creator.id}>
                <CreatorCard
                  creator={creator}
                  works={3}
                  compact
                  onFollowChange={(on) =>
                    setFollowed((current) => {
                      const next = new Set(current);
                      if (on) next.add(creator.id);
                      else next.delete(creator.id);
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {followed.size > 0 && (
        <div>
          <Button
            variant="primary"
            onClick={() => {
              // The tab's grid reads again; the suggestions are read afresh next time.
              void client.invalidateQueries({ queryKey: queryKeys.creations({ tab: 'following' }) });
              void client.invalidateQueries({ queryKey: ['creators'] });
            }}
          >
            {text('showFollowing')}
          </Button>
        </div>
      )}
    </section>
  );
}
