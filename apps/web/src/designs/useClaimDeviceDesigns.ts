import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useViewer } from '../api/queries';
import { deviceDesigns } from './deviceDesigns';
import { designKeys } from './designKeys';

/**
 * Issue 20: whenever someone signs in or up (the session's user changes) on a device that saved
 * designs as a guest, those designs are claimed into the account (claimDesigns.ts, loaded only
 * then) and the account's "Saved designs" is read again.
 */
export function useClaimDeviceDesigns(): void {
  const userId = useViewer()?.user.id ?? null;
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null || deviceDesigns().length === 0) return;
    void import('./claimDesigns')
      .then(({ claimDeviceDesigns }) => claimDeviceDesigns())
      .then((claimed) => {
        if (claimed > 0) void client.invalidateQueries({ queryKey: designKeys.saved });
      })
      .catch((error: unknown) => console.warn('designs: claiming this device’s designs failed', error));
  }, [userId, client]);
}
