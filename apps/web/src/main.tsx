import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@atelier/ui/tokens.css';
import './styles/app.css';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes } from './app/routes';
import { applyLanguage, createStorefrontI18n } from './i18n/storefrontI18n';
import { useAppStore } from './store/store';

const i18n = createStorefrontI18n();
const queryClient = createQueryClient();

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  document.documentElement.lang = i18n.language;
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

// The visitor's language is loaded before the first render, so no English flashes first.
applyLanguage(i18n, useAppStore.getState().preferences.language).then(render, render);
