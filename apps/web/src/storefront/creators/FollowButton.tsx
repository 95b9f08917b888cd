import { withLoginQuery } from '@atelier/domain';
import { Button, useToast, useTranslation } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { useViewer } from '../../api/queries';
import { useCurrentUrl } from '../../lib/useCurrentUrl';
import { useDiscoveryText } from '../discovery-i18n/useDiscoveryText';

export interface FollowButtonProps {
  atName: string;
  name: string;
  isFollowing: boolean;
  /** The server's answer after a change (the new follower count). */
  onChange?: (state: { isFollowing: boolean; followerCount: number }) => void;
  size?: 'sm' | 'md';
}

/**
 * Follow / Following, in place: the state flips at once and goes back if the server refuses
 * (with a toast). A guest is sent to sign in (`?login=true`, 000 §2 quick login).
 */
export function FollowButton({ atName, name, isFollowing, onChange, size = 'sm' }: FollowButtonProps) {
  const { t } = useDiscoveryText();
  const ui = useTranslation().t;
  const toast = useToast();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const session = useViewer();
  const [following, setFollowing] = useState(isFollowing);
  const follow = useMutation({
    mutationFn: (on: boolean) => api.follow(atName, on),
    onMutate: (on) => setFollowing(on),
    onSuccess: (answer) => {
      setFollowing(answer.isFollowing);
      onChange?.(answer);
    },
    onError: (_error, on) => {
      setFollowing(!on);
      toast.show({ tone: 'error', message: t('followFailed') });
    },
  });
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={t('followName', { name })}
      onClick={() => {
        if (!session) return void navigate(withLoginQuery(url));
        // One change at a time: a second click waits for the first answer.
        if (!follow.isPending) follow.mutate(!following);
      }}
    >
      {following ? t('following') : ui('profile.follow')}
    </Button>
  );
}
