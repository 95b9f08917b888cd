import { formatPriceInput } from '@atelier/domain';
import { createI18n, I18nProvider } from '@atelier/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addEditorStepsBundles } from '../test-support/catalogues';
import { RetailPriceField } from './RetailPriceField';

afterEach(cleanup);

function renderField(totalPrice: number, onCommit: (price: number) => void = () => undefined) {
  const i18n = addEditorStepsBundles(createI18n('en'));
  const field = (price: number) => (
    <I18nProvider i18n={i18n}>
      <RetailPriceField totalPrice={price} basePrice={12_600} onCommit={onCommit} />
    </I18nProvider>
  );
  const view = render(field(totalPrice));
  return { ...view, show: (price: number) => view.rerender(field(price)) };
}

describe('RetailPriceField', () => {
  it('shows the stored price again when it changes from elsewhere (undo), dropping typed text', async () => {
    const { show } = renderField(23_500);
    const input = screen.getByLabelText('Retail price (HKD)');
    await userEvent.clear(input);
    await userEvent.type(input, '999');
    expect(input).toHaveProperty('value', '999');
    show(19_900);
    expect(input).toHaveProperty('value', formatPriceInput(19_900));
  });

  it('keeps the below-base message after its own confirm stores the base', async () => {
    const committed: number[] = [];
    const { show } = renderField(23_500, (price) => committed.push(price));
    const input = screen.getByLabelText('Retail price (HKD)');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm price' }));
    expect(committed).toEqual([12_600]);
    show(12_600);
    expect(screen.getByText('The price is lower than the base price')).toBeTruthy();
  });
});
