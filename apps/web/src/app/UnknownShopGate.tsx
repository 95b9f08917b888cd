import { lazy, Suspense, type ReactNode } from 'react';
import { ApiError } from '../api/http';
import { useHome } from '../api/queries';
import { currentHost } from '../lib/host';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * Issue 18: on a sub-domain that is no creator's shop every page is the not-found page (the
 * server answers them with status 404), not the page's empty shell. The home query is the one
 * the brand menu asks on every page, so this costs no request of its own.
 */
export function UnknownShopGate({ children }: { children: ReactNode }) {
  const mainSite = currentHost().isMainSite;
  const home = useHome();
  if (!mainSite && home.error instanceof ApiError && home.error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return children;
}
