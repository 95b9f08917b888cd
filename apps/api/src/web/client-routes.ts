/**
 * The web app's routes (apps/web/src/app/routes.tsx; a test keeps the two lists the same), so
 * the server answers an address that is no page with the app's not-found page and status 404
 * rather than a soft 404 (the page says not found, the status says 200).
 */
export const CLIENT_ROUTES = [
  '/',
  '/shop',
  '/trending',
  '/creators',
  '/cart',
  '/checkout',
  '/orders',
  '/orders/:orderId',
  '/become_creator',
  '/dashboard',
  '/aistudio',
  '/prebuilds',
  '/settings/account',
  '/reset-password',
  '/confirm-email',
  '/confirm-sign-up',
  '/intro/:topic',
  '/help/:topic',
  '/:atName',
  '/:atName/creation',
  '/:atName/production',
  '/:atName/production/manage',
  '/:atName/production/manage/sheet/:orderId',
  '/editor',
  '/:atName/creation/:creationId/edit',
] as const;

/** What a parameter may be: a handle for `:atName` (schema's AtName), any one segment otherwise. */
const SEGMENT: Record<string, RegExp> = { atName: /^[A-Za-z0-9_]{1,64}$/ };
const ANY_SEGMENT = /^[^/]{1,200}$/;

const compiled = CLIENT_ROUTES.map((route) => route.split('/').filter(Boolean));

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether `pathname` is one of the web app's pages (a trailing slash allowed, as the router does). */
export function isClientRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean).map(decoded);
  if (segments.some((segment) => segment === null)) return false;
  return compiled.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, index) => {
        const segment = segments[index] as string;
        if (!part.startsWith(':')) return part === segment;
        return (SEGMENT[part.slice(1)] ?? ANY_SEGMENT).test(segment);
      }),
  );
}

/**
 * The handle a page address names (`/:atName`, `/:atName/creation`, ...), or null when the
 * address is another page (a fixed route such as `/shop` wins over a handle, as in the router).
 */
export function handleOfRoute(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean).map(decoded);
  if (segments.some((segment) => segment === null)) return null;
  const matching = compiled.filter(
    (route) =>
      route.length === segments.length &&
      route.every((part, index) => {
        const segment = segments[index] as string;
        if (!part.startsWith(':')) return part === segment;
        return (SEGMENT[part.slice(1)] ?? ANY_SEGMENT).test(segment);
      }),
  );
  const fixed = matching.some((route) => !route[0]?.startsWith(':'));
  if (fixed || !matching.some((route) => route[0] === ':atName')) return null;
  return segments[0] ?? null;
}
