import type { Visibility } from '@atelier/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { queryKeys, useViewer } from '../api/queries';
import type { Session } from '../api/types';

/**
 * The signed-in user's account visibility, and the way to change it (`PATCH /api/me/profile`).
 * On a private account only the user sees their favourites (docs/decisions.md, favourites).
 *
 * Like the other settings, the choice shows at once while it is saved: `visibility` is the
 * choice being saved, else the session's. The session then takes the server's answer, so the
 * profile's "only you" note follows. A failed save leaves the session as it was, so the control
 * falls back to what is really saved and `failed` says so: the choice is never lost silently.
 */
export function useProfileVisibility() {
  const client = useQueryClient();
  const session = useViewer();
  const save = useMutation({
    // One save at a time, in the order chosen: a quick Private-then-Public ends public on the
    // server too, whatever order the answers would otherwise arrive in.
    scope: { id: 'profile-visibility' },
    mutationFn: (visibility: Visibility) => api.updateProfile({ visibility }),
    onSuccess: ({ user }) =>
      client.setQueryData<Session | null>(queryKeys.session, (current) =>
        current ? { ...current, user } : current,
      ),
  });
  const saved = session?.user.visibility;
  return {
    visibility: save.isPending ? (save.variables ?? saved) : saved,
    change: save.mutate,
    failed: save.isError,
  };
}
