import type { Decorator } from '@storybook/react-vite';
import type {
  CreatorDashboard as CreatorDashboardData,
  DashboardCreation,
  DashboardDay,
  Field,
} from '@atelier/schema';
import { I18nProvider, ToastProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { queryKeys } from '../api/queries';
import type { CartItem, HomeData, NotificationList, Session } from '../api/types';
import type { SavedAddress } from '../account/checkout/checkoutApi';
import type { OverlaysSlice } from '../store/overlays';
import type { PreferenceValues } from '../store/preferences';
import { useAppStore } from '../store/store';
import '../styles/app.css';
import { emptyCart, homeData, noNotifications, shopperCart, tileByName, viewerContext } from './fixtures';
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
  useLayoutEffect(
    () => installStoryNetwork({ 'GET /api/viewer/context': { body: viewerContext }, ...setup.api }),
    [setup.api],
  );
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

// ---- Checkout and creator dashboard data (issue 16) ----------------------------------------

const UTC_DAY = 86_400_000;

/** `GET /api/me/addresses`: Sam's address book, the default first. */
export const savedAddresses: SavedAddress[] = [
  {
    id: 'ad_home',
    isDefault: true,
    address: {
      recipient: 'Sam Chan',
      phone: '+852 9123 4567',
      line1: 'Flat 3, 12 Tai Ping Shan Street',
      city: 'Sheung Wan',
      country: 'HK',
    },
  },
  {
    id: 'ad_office',
    isDefault: false,
    address: {
      recipient: 'Sam Chan (office)',
      phone: '+852 2345 6789',
      line1: '18/F, 88 Queensway',
      line2: 'Tower Two',
      city: 'Admiralty',
      country: 'HK',
    },
  },
];

/** The form of the Lantern Bloom Tee as a cart line's snapshot carries it: a colourway and initials. */
export const lanternFields: Field[] = [
  {
    id: 'field_colourway',
    type: 'colorwaySelect',
    title: { en: 'Colourway', de: 'Farbvariante', ja: 'カラーウェイ' },
    required: true,
    options: [
      { value: 'peach', label: 'Peach Fuzz' },
      { value: 'ink', label: 'Harbour Ink' },
    ],
  },
  {
    id: 'field_initials',
    type: 'text',
    title: { en: 'Initials', de: 'Initialen', ja: 'イニシャル' },
    required: false,
  },
];

/** A pre-order line of Mei's Lantern Bloom Tee with its customisation answers. */
export const answeredCartLine: CartItem = (() => {
  const tile = tileByName('Lantern Bloom Tee');
  return {
    id: 'ci_lantern',
    type: 'retail-preorder',
    creation_id: tile.id,
    quantity: { size: 'S', amount: 1 },
    price: tile.totalPrice,
    properties: { field_colourway: 'peach', field_initials: 'SC' },
    creationFullSnapshot: { combination_config: { form: { fields: lanternFields } } },
    creation: {
      id: tile.id,
      name: tile.name,
      totalPrice: tile.totalPrice,
      creation_media: tile.creation_media,
    },
  } as unknown as CartItem;
})();

/** Sam's cart with the answered pre-order line added. */
export const cartWithAnswers = {
  data: [...shopperCart.data, answeredCartLine],
  subtotal: shopperCart.subtotal + answeredCartLine.price,
};

const dashboardRow = (
  name: string,
  changes: Partial<DashboardCreation> & Pick<DashboardCreation, 'baseCost'>,
): DashboardCreation => {
  const tile = tileByName(name);
  const unitsSold = changes.unitsSold ?? 0;
  const profitPerPiece = tile.totalPrice - changes.baseCost;
  return {
    id: tile.id,
    name: tile.name,
    coverUrl: tile.creation_media[0]?.url ?? null,
    state: 'published',
    purchaseType: tile.purchaseType,
    totalPrice: tile.totalPrice,
    preorder: {
      isPreorder: false,
      kind: 'available',
      ordered: unitsSold,
      minimum: 0,
      percent: 0,
      barPercent: 0,
      daysRemaining: 0,
      open: true,
    },
    unitsSold,
    orders: unitsSold,
    revenue: unitsSold * tile.totalPrice,
    profitPerPiece,
    profit: unitsSold * profitPerPiece,
    ...changes,
  };
};

/** Mei's creations on `GET /api/me/dashboard`: sold at once, a pre-order under way, a draft. */
export const dashboardCreations: DashboardCreation[] = [
  dashboardRow('Harbour Ember Hoodie', { baseCost: 36_000, unitsSold: 9, orders: 7 }),
  dashboardRow('Lantern Bloom Tee', {
    baseCost: 12_600,
    unitsSold: 7,
    preorder: {
      isPreorder: true,
      kind: 'inProgress',
      ordered: 7,
      minimum: 12,
      percent: 58,
      barPercent: 58,
      daysRemaining: 12,
      open: true,
    },
  }),
  dashboardRow('Neon Pulse Hoodie', { baseCost: 36_000, unitsSold: 4, orders: 3 }),
  dashboardRow('Victoria Mark Cap', { baseCost: 14_000, state: 'draft' }),
];

/** Units sold on each of the last 30 days (UTC), the oldest first: 20 in all. */
const DAILY_UNITS = [
  0, 1, 0, 0, 2, 1, 0, 0, 0, 1, 3, 0, 0, 1, 0, 0, 2, 0, 1, 0, 0, 0, 1, 2, 0, 0, 1, 0, 3, 1,
];

/** The last 30 days' sales; every day empty with `quiet`. */
export function dashboardSales(quiet = false): DashboardDay[] {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return DAILY_UNITS.map((units, index) => ({
    date: new Date(today - (DAILY_UNITS.length - 1 - index) * UTC_DAY).toISOString().slice(0, 10),
    units: quiet ? 0 : units,
    revenue: quiet ? 0 : units * 36_000,
  }));
}

/** `GET /api/me/dashboard` for Mei: her creations, their totals and 30 days of sales. */
export function creatorDashboard(
  creations: DashboardCreation[] = dashboardCreations,
  sales: DashboardDay[] = dashboardSales(),
): CreatorDashboardData {
  return {
    currency: 'HKD',
    creations,
    totals: {
      creations: creations.length,
      published: creations.filter((creation) => creation.state === 'published').length,
      drafts: creations.filter((creation) => creation.state === 'draft').length,
      orders: creations.reduce((sum, creation) => sum + creation.orders, 0),
      unitsSold: creations.reduce((sum, creation) => sum + creation.unitsSold, 0),
      revenue: creations.reduce((sum, creation) => sum + creation.revenue, 0),
      profit: creations.reduce((sum, creation) => sum + creation.profit, 0),
    },
    sales,
  };
}
