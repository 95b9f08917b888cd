import { ApiError } from '../api/http';
import { deviceDesigns, forgetDeviceDesign } from './deviceDesigns';
import { designsApi } from './designsApi';

/**
 * Issue 20: at sign-in or sign-up, the designs this device saved as a guest move into the
 * account (POST /api/designs/{id}/claim with each write token), so they list under "Saved
 * designs". A design claimed, gone, or refused for good (another account's, a token that no
 * longer fits) is forgotten here; one refused for now (the rate limit, a full account, the
 * network) stays, to be claimed at the next sign-in. Answers how many moved.
 */
export async function claimDeviceDesigns(): Promise<number> {
  let claimed = 0;
  // One at a time: a handful at most, and each counts against the account's save limit.
  for (const { id, token } of deviceDesigns()) {
    try {
      await designsApi.claim(id, token);
      claimed += 1;
      forgetDeviceDesign(id);
    } catch (error) {
      if (error instanceof ApiError && [403, 404, 409].includes(error.status)) forgetDeviceDesign(id);
      else if (error instanceof ApiError && error.status === 429) break;
    }
  }
  return claimed;
}
