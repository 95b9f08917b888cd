import type { CombinationConfig, Field, Material } from '@atelier/schema';
import { I18nProvider } from '@atelier/ui';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { testI18n } from '../../../../../test/render';
import { hoodieConfig } from './fixtures';
import { SettingsHarness } from './SettingsHarness';

/**
 * Renders a field's settings with the real i18n (the settings load their own texts) and waits
 * until they show; `latest()` is the last field handed to the builder.
 */
export async function renderSettings(
  field: Field,
  options: {
    config?: CombinationConfig;
    materials?: readonly Material[];
    language?: string;
    disabled?: boolean;
  } = {},
) {
  const i18n = await testI18n(options.language);
  const changes: Field[] = [];
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsHarness
        initial={field}
        config={options.config ?? hoodieConfig()}
        materials={options.materials ?? []}
        disabled={options.disabled}
        onChange={(next) => changes.push(next)}
      />
    </I18nProvider>,
  );
  await waitFor(() => expect(view.container.querySelector('[data-field-type]')).not.toBeNull());
  return {
    ...view,
    changes,
    latest: <T extends Field = Field>() => (changes.at(-1) ?? field) as T,
  };
}
