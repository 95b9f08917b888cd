import { MONEY_LOCALE } from '@atelier/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@atelier/ui/tokens.css';
import './styles/app.css';
import { seedFromDocument } from './api/bootData';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes, preloadRoute } from './app/routes';
import { applyDocumentLanguage } from './i18n/documentLanguage';
import { applyLanguage, createStorefrontI18n } from './i18n/storefrontI18n';
import { useAppStore } from './store/store';

const i18n = createStorefrontI18n();
const queryClient = createQueryClient();
// The first screen's API answers, when the server wrote them into the page.
seedFromDocument(queryClient);

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  applyDocumentLanguage(useAppStore.getState().preferences.language);
  // A transition: React renders the first page in short slices, so the main thread stays free
  // for input and paint while it works (the page replaces the painted shell when done).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The first number formatter loads the browser's locale data for prices, which takes a while:
// done in a task of its own, not inside a slice of the first render (the prices' formatter is
// then quick to make).
setTimeout(() => new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: 'HKD' }).format(0));

// The visitor's language and the page's chunk are loaded before the first render, so no
// English and no loading state flash first. A chunk that fails to load is retried by the page.
Promise.all([
  applyLanguage(i18n, useAppStore.getState().preferences.language),
  preloadRoute(location.pathname, location.search).catch(() => undefined),
]).then(render, render);
