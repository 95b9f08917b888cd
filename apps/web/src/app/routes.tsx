import { Suspense, type ComponentType, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { RootLayout } from './RootLayout';

// Route-level code splitting: each page is its own chunk, loaded when its route is visited
// (the first page's alongside the app: preloadRoute).
const page = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Preloadable<object> => preloadable(load, name);

const HomePage = page(() => import('../storefront/home/HomePage'), 'HomePage');
const ShopPage = page(() => import('../storefront/shop/ShopPage'), 'ShopPage');
const TrendingPage = page(() => import('../storefront/shop/TrendingPage'), 'TrendingPage');
const CreatorsPage = page(() => import('../storefront/creators/CreatorsPage'), 'CreatorsPage');
const CartPage = page(() => import('../account/CartPage'), 'CartPage');
const CheckoutPage = page(() => import('../account/CheckoutPage'), 'CheckoutPage');
const BecomeCreatorPage = page(() => import('../account/BecomeCreatorPage'), 'BecomeCreatorPage');
const DashboardPage = page(() => import('../account/dashboard/DashboardPage'), 'DashboardPage');
const AiStudioPage = page(() => import('../aistudio/AiStudioPage'), 'AiStudioPage');
const PrebuildsPage = page(() => import('../account/PrebuildsPage'), 'PrebuildsPage');
const ProductionManagePage = page(
  () => import('../account/production/ProductionManagePage'),
  'ProductionManagePage',
);
const OrdersPage = page(() => import('../account/orders/OrdersPage'), 'OrdersPage');
const OrderPage = page(() => import('../account/orders/OrderPage'), 'OrderPage');
const AccountSettingsPage = page(
  () => import('../account/settings/AccountSettingsPage'),
  'AccountSettingsPage',
);
const ResetPasswordPage = page(() => import('../account/settings/ResetPasswordPage'), 'ResetPasswordPage');
const ConfirmEmailPage = page(() => import('../account/settings/ConfirmEmailPage'), 'ConfirmEmailPage');
const ConfirmSignUpPage = page(() => import('../account/ConfirmSignUpPage'), 'ConfirmSignUpPage');
const IntroPage = page(() => import('../pages/IntroPage'), 'IntroPage');
const ProfilePage = page(() => import('../account/ProfilePage'), 'ProfilePage');
const CreatorPage = page(() => import('../account/CreatorPage'), 'CreatorPage');
const ProducerPage = page(() => import('../account/ProducerPage'), 'ProducerPage');
// The editor: its own chunk (with its catalogues), never in the storefront's first bundle.
const EditorPage = page(() => import('../editor/EditorPage'), 'EditorPage');
const EditCreationEditorPage = page(() => import('../editor/EditorPage'), 'EditCreationEditorPage');
const HelpPage = page(() => import('../help/HelpPage'), 'HelpPage');
const NotFoundPage = page(() => import('../pages/NotFoundPage'), 'NotFoundPage');

/** Which page each route element shows, for preloadRoute. */
const pageOf = new WeakMap<ReactElement, Preloadable<object>>();

const at = (Page: Preloadable<object>) => {
  const element = (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Page />
    </Suspense>
  );
  pageOf.set(element, Page);
  return element;
};

/** Every route of 000 §2; anything else is a real not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route index element={at(HomePage)} />
        <Route path="shop" element={at(ShopPage)} />
        <Route path="trending" element={at(TrendingPage)} />
        <Route path="creators" element={at(CreatorsPage)} />
        <Route path="cart" element={at(CartPage)} />
        <Route path="checkout" element={at(CheckoutPage)} />
        <Route path="orders" element={at(OrdersPage)} />
        <Route path="orders/:orderId" element={at(OrderPage)} />
        <Route path="become_creator" element={at(BecomeCreatorPage)} />
        <Route path="dashboard" element={at(DashboardPage)} />
        <Route path="aistudio" element={at(AiStudioPage)} />
        <Route path="prebuilds" element={at(PrebuildsPage)} />
        <Route path="settings/account" element={at(AccountSettingsPage)} />
        <Route path="reset-password" element={at(ResetPasswordPage)} />
        <Route path="confirm-email" element={at(ConfirmEmailPage)} />
        <Route path="confirm-sign-up" element={at(ConfirmSignUpPage)} />
        <Route path="intro/:topic" element={at(IntroPage)} />
        <Route path="help/:topic" element={at(HelpPage)} />
        <Route path=":atName" element={at(ProfilePage)} />
        <Route path=":atName/creation" element={at(CreatorPage)} />
        <Route path=":atName/production" element={at(ProducerPage)} />
        <Route path=":atName/production/manage" element={at(ProductionManagePage)} />
        <Route path=":atName/production/manage/sheet/:orderId" element={at(ProductionManagePage)} />
        <Route path="*" element={at(NotFoundPage)} />
      </Route>
      {/* The editor is a tool with its own frame (001 §2): no storefront header. */}
      <Route path="/editor" element={at(EditorPage)} />
      <Route path="/:atName/creation/:creationId/edit" element={at(EditCreationEditorPage)} />
    </Routes>
  );
}

/**
 * Loads the chunk of the page at `pathname` (on a creation's page the detail's too), so the
 * first render shows the page rather than its loading state. The server preloads the same
 * chunks with the HTML of home, shop and a creation's page.
 */
export async function preloadRoute(pathname: string, search: string): Promise<void> {
  const tree = AppRoutes().props.children as ReactElement[];
  const element = matchRoutes(createRoutesFromElements(tree), pathname)?.at(-1)?.route.element;
  const Page = element ? pageOf.get(element as ReactElement) : undefined;
  if (!Page) return;
  const loads = [Page.preload()];
  if (Page === CreatorPage && new URLSearchParams(search).has('creation_id'))
    loads.push(import('../account/CreatorPage').then((module) => module.CreationDetailPage.preload()));
  await Promise.all(loads);
}
