import { parseRole, resolveActiveRole, storefrontPermissions, type ActiveRole } from '@atelier/domain';
import { useHome, useViewer } from '../api/queries';
import type { Session } from '../api/types';

/** 000 §6 what this visitor sees and may do, from the session and the case settings. */
export function usePermissions() {
  const session = useViewer();
  const home = useHome().data;
  return storefrontPermissions(session ? session.user : null, home?.caseMetadata);
}

/** The role the session acts in (consumer for guests). */
export function activeRole(session: Session | null | undefined): ActiveRole {
  if (!session) return { kind: 'consumer' };
  return parseRole(session.role) ?? resolveActiveRole(session.role, session.user);
}
