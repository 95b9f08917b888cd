import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/createI18n';

/** Renders inside an i18n provider (English by default), as the hosts do; rerenders keep it. */
export function renderWithI18n(ui: ReactElement, language = 'en'): RenderResult {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(ui, { wrapper });
}
