import { useLocation } from 'react-router';

/** The current path, query and hash, as the domain's link helpers take them. */
export function useCurrentUrl(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}
