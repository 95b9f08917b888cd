import { OVERLAY_PARAM, isQuickLoginRequested } from '@atelier/domain';
import { ThemeProvider, useTranslation } from '@atelier/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useClaimDeviceDesigns } from '../designs/useClaimDeviceDesigns';
import { useCurrentUrl } from '../lib/useCurrentUrl';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { useAppStore } from '../store/store';
import { PageErrorBoundary } from './PageErrorBoundary';
import { UnknownShopGate } from './UnknownShopGate';
import { usePreferenceEffects } from './usePreferences';

// Overlays load their code when they are first asked for.
const CreationOverlay = lazy(() =>
  import('../storefront/detail/CreationOverlay').then((m) => ({ default: m.CreationOverlay })),
);
const QuickLogin = lazy(() => import('../shell/QuickLogin').then((m) => ({ default: m.QuickLogin })));
const SearchDialog = lazy(() => import('../shell/SearchDialog').then((m) => ({ default: m.SearchDialog })));
const SettingsDialog = lazy(() =>
  import('../shell/SettingsDialog').then((m) => ({ default: m.SettingsDialog })),
);
const PromoPopup = lazy(() => import('../shell/PromoPopup').then((m) => ({ default: m.PromoPopup })));
const MobileMenu = lazy(() => import('../shell/MobileMenu').then((m) => ({ default: m.MobileMenu })));
const ShareDialog = lazy(() =>
  import('../storefront/share/ShareDialog').then((m) => ({ default: m.ShareDialog })),
);

/**
 * Loads and mounts an overlay once it is first opened, then keeps it mounted, so it closes
 * through its own dialog (focus goes back where it was) and opens at once the next time.
 */
function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(when);
  if (when && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The page frame: header, content, and the overlays any page can open. */
export function RootLayout() {
  const { t } = useTranslation();
  usePreferenceEffects();
  // Issue 20: signing in or up claims the designs this device saved as a guest.
  useClaimDeviceDesigns();
  const theme = useAppStore((state) => state.preferences.theme);
  const placement = useAppStore((state) => state.preferences.navPlacement);
  const navStyle = useAppStore((state) => state.preferences.navStyle);
  const overlay = useAppStore((state) => state.openOverlay);
  const share = useAppStore((state) => state.share);
  const [params] = useSearchParams();
  const url = useCurrentUrl();
  const { pathname } = useLocation();
  // A new page starts at the top; the overlay and tab changes (same path) keep the scroll.
  useEffect(() => {
    // Braces: newer browsers return a promise from scrollTo, which must not become the cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <ThemeProvider theme={theme}>
      <div className="shell" data-placement={placement} data-style={navStyle}>
        <a className="shell-skip" href="#main">
          {t('nav.skipToContent')}
        </a>
        <Header />
        <main id="main" className="shell-main" tabIndex={-1}>
          <PageErrorBoundary resetKey={pathname}>
            <UnknownShopGate>
              <Outlet />
            </UnknownShopGate>
          </PageErrorBoundary>
        </main>
        <Footer />
        <Deferred when={overlay === 'mobileMenu'}>
          <MobileMenu />
        </Deferred>
        <Deferred when={params.has(OVERLAY_PARAM)}>
          <CreationOverlay />
        </Deferred>
        <Deferred when={isQuickLoginRequested(url)}>
          <QuickLogin />
        </Deferred>
        <Deferred when={overlay === 'search'}>
          <SearchDialog />
        </Deferred>
        <Deferred when={overlay === 'settings'}>
          <SettingsDialog />
        </Deferred>
        <Deferred when={overlay === 'promo'}>
          <PromoPopup />
        </Deferred>
        <Deferred when={share !== null}>
          <ShareDialog />
        </Deferred>
      </div>
    </ThemeProvider>
  );
}
