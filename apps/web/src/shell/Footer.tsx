import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useIdle } from '../lib/idle';

const FooterContent = lazy(() => import('./FooterContent').then((m) => ({ default: m.FooterContent })));

/** A footer whose chunk failed to load (offline, a new deploy) leaves the page as it is. */
class WithoutFooterOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The storefront's footer (issue 18), kept out of the first load: its code and texts come
 * once the page has loaded and the browser is idle, and it renders under the page, so nothing
 * above it moves.
 */
export function Footer() {
  const idle = useIdle();
  return idle ? (
    <WithoutFooterOnError>
      <Suspense fallback={null}>
        <FooterContent />
      </Suspense>
    </WithoutFooterOnError>
  ) : null;
}
