import { createI18n, I18nProvider, LANGUAGES, ToastProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Session } from '../api/types';
import { en } from '../i18n/messages/en';
import { MESSAGE_LOADERS, MESSAGE_NAMESPACE } from '../i18n/storefrontI18n';

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/** Answers `/api/...` requests from a table of handlers (path -> answer or function). */
export function mockApi(routes: Record<string, unknown | Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(routes).find(
      (pattern) => pattern === `${method} ${url.pathname}` || pattern === url.pathname,
    );
    if (key === undefined)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'No mock' } }), {
        status: 404,
      });
    const answer = routes[key];
    const value = typeof answer === 'function' ? (answer as Handler)(url, init) : answer;
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** An i18n instance with every catalogue, as tests want (the app loads them lazily). */
export async function testI18n(language = 'en') {
  const i18n = createI18n(language);
  i18n.addResourceBundle('en', MESSAGE_NAMESPACE, en);
  for (const lang of LANGUAGES) {
    if (lang !== 'en') i18n.addResourceBundle(lang, MESSAGE_NAMESPACE, await MESSAGE_LOADERS[lang]());
  }
  return i18n;
}

export async function renderApp(ui: ReactElement, options: { route?: string; language?: string } = {}) {
  const i18n = await testI18n(options.language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

export const session = (overrides: Partial<Session['user']> = {}): Session => ({
  user: {
    id: 'us_sam',
    name: 'Sam Chan',
    at_name: 'sam',
    is_creator: false,
    profile_image: null,
    profile_banner: null,
    user_profile: {},
    email: 'shopper@atelier.test',
    visibility: 'public',
    userRoleInProducer: [],
    preferences: {
      language: 'en',
      currency: 'HKD',
      theme: 'light',
      nav_bar_placement: 'top',
      nav_bar_style: 'docking',
    },
    ...overrides,
  },
  role: 'consumer',
  roles: ['consumer'],
  roleHome: '/',
});
