import type { AtelierViewer } from '@atelier/embed';
import { createI18n, I18nProvider, ToastProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { EditorDocument, StepProps } from '../../contract';
import { categoriesQueryKey } from '../info/useCategories';
import { addEditorStepsBundles } from './catalogues';
import { CATEGORIES } from './fixtures';
import { StepHarness } from './StepHarness';

export interface RenderStepOptions {
  language?: string;
  viewer?: AtelierViewer | null;
  /** The categories answer; the seed's by default, `'pending'` to leave it loading. */
  categories?: unknown[] | 'pending';
}

/** Renders a step with the frame's providers and records every document change. */
export function renderStep(
  step: ComponentType<StepProps>,
  initial: EditorDocument,
  options: RenderStepOptions = {},
) {
  const i18n = addEditorStepsBundles(createI18n(options.language ?? 'en'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (options.categories !== 'pending')
    client.setQueryData(categoriesQueryKey, options.categories ?? CATEGORIES);
  const changes: { doc: EditorDocument; label: string | undefined }[] = [];
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <StepHarness
            step={step}
            initial={initial}
            viewer={options.viewer ?? null}
            onChange={(doc, label) => changes.push({ doc, label })}
          />
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  /** The document as it is now. */
  const latest = () => changes.at(-1)?.doc ?? initial;
  return { ...view, changes, latest };
}
