import type { Decorator } from '@storybook/react-vite';
import { I18nProvider, ToastProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { queryKeys } from '../api/queries';
import type { HomeData, NotificationList, Session } from '../api/types';
import type { OverlaysSlice } from '../store/overlays';
import type { PreferenceValues } from '../store/preferences';
import { useAppStore } from '../store/store';
import '../styles/app.css';
import { emptyCart, homeData, noNotifications, shopperCart } from './fixtures';
import { storyI18n } from './i18n';
import { installStoryNetwork, type StoryApi } from './network';

/**
 * What a storefront story needs around it, as `parameters.storefront`. Everything the
 * components read is given here, so a story renders at once and asks the network for nothing.
 */
export interface StorefrontSetup {
  /** The signed-in session; a guest by default. */
  session?: Session | null;
  /** `GET /api/home`; the main site's by default (with the Following tab for a member). */
  home?: HomeData;
  /** The bell's list; empty by default. */
  notifications?: NotificationList;
  /** `GET /api/actions/user/cart`; Sam's cart for a member, empty for a guest, by default. */
  cart?: { data: unknown[]; subtotal: number };
  /** More server state, by query key (see `queryKeys` in api/queries.ts). */
  queries?: readonly (readonly [QueryKey, unknown])[];
  /** Canned answers for the calls a state needs answered (a 404, a failed sign-in). */
  api?: StoryApi;
  /** True for a loading state: API calls left unanswered are the point, not a mistake. */
  pending?: boolean;
  /** The address the memory router starts at ('/' by default). */
  route?: string;
  /** A route pattern, for components that read route parameters (`/:atName/production/manage`). */
  path?: string;
  /** The app store (zustand) for this story: open overlays, the share target, preferences. */
  store?: Partial<Pick<OverlaysSlice, 'openOverlay' | 'share'>> & {
    gridColumns?: number;
    preferences?: Partial<PreferenceValues>;
  };
}

/** A story's `parameters`, typed: `parameters: storefront({ session: shopperSession })`. */
export const storefront = (setup: StorefrontSetup) => ({ storefront: setup });

/** A query client already holding the story's server state; it never refetches by itself. */
export function storyQueryClient(setup: StorefrontSetup): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
  const session = setup.session ?? null;
  client.setQueryData(queryKeys.session, session);
  client.setQueryData(queryKeys.home, setup.home ?? homeData({ signedIn: Boolean(session) }));
  client.setQueryData(queryKeys.notifications, setup.notifications ?? noNotifications);
  client.setQueryData(queryKeys.cart, setup.cart ?? (session ? shopperCart : emptyCart));
  for (const [key, data] of setup.queries ?? []) client.setQueryData(key, data);
  return client;
}

/** The preferences a story starts with: the toolbar's language and theme, HKD, a top bar. */
function storyPreferences(setup: StorefrontSetup, language: string, theme: string): PreferenceValues {
  return {
    language,
    currency: 'HKD',
    theme: theme === 'light' || theme === 'dark' ? theme : 'system',
    navPlacement: 'top',
    navStyle: 'docking',
    ...setup.store?.preferences,
  };
}

/** Sets the app store to the story's state (the overlays closed unless the story opens one). */
function applyStoryStore(setup: StorefrontSetup, language: string, theme: string): void {
  const { preferences: _preferences, ...store } = setup.store ?? {};
  useAppStore.setState({
    openOverlay: null,
    share: null,
    ...store,
    preferences: storyPreferences(setup, language, theme),
  });
}

function StorefrontEnvironment({
  setup,
  language,
  theme,
  children,
}: {
  setup: StorefrontSetup;
  language: string;
  theme: string;
  children: ReactNode;
}) {
  const i18n = storyI18n(language);
  const [client] = useState(() => storyQueryClient(setup));
  // The store holds the story's state before the story's first render (nothing reads it yet)...
  useState(() => applyStoryStore(setup, language, theme));
  // ...and follows the toolbar's language and theme.
  useEffect(() => {
    const { preferences, setPreferences } = useAppStore.getState();
    const next = storyPreferences(setup, language, theme);
    if (preferences.language !== next.language || preferences.theme !== next.theme)
      setPreferences({ language: next.language, theme: next.theme });
  }, [setup, language, theme]);
  // The network stand-ins are in place before the story's first fetch (queries start in effects).
  useLayoutEffect(() => installStoryNetwork(setup.api), [setup.api]);
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <MemoryRouter initialEntries={[setup.route ?? '/']}>
            {setup.path ? (
              <Routes>
                <Route path={setup.path} element={children} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/**
 * The storefront around a story, as main.tsx and AppProviders build it: server state in a
 * query client, the storefront's messages in the toolbar's language, toasts, a memory router,
 * and the app store. Put it in a story file's `decorators`.
 */
export const withStorefront: Decorator = (Story, context) => (
  <StorefrontEnvironment
    key={context.id}
    setup={(context.parameters.storefront as StorefrontSetup | undefined) ?? {}}
    language={String(context.globals.locale ?? 'en')}
    theme={String(context.globals.theme ?? 'light')}
  >
    <Story />
  </StorefrontEnvironment>
);
