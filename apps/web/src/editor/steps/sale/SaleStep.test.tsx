import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorDocument } from '../../contract';
import { creationDocument, prebuildDocument } from '../test-support/fixtures';
import { renderStep } from '../test-support/renderStep';
import { SaleStep } from './SaleStep';

afterEach(cleanup);

const creationOf = (doc: EditorDocument) => {
  if (doc.kind !== 'creation') throw new Error('not a creation');
  return doc.item;
};
const prebuildOf = (doc: EditorDocument) => {
  if (doc.kind !== 'prebuild') throw new Error('not a prebuild');
  return doc.item;
};

describe('Sale step of a creation', () => {
  it("offers the prebuild's purchase types, the first allowed chosen", async () => {
    const { latest } = renderStep(SaleStep, creationDocument());
    const instant = screen.getByRole('radio', { name: 'Instant purchase' });
    expect(instant).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'Sample' })).toBeNull();
    expect(screen.queryByText('Pre-order period')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Pre-order' }));
    const creation = creationOf(latest());
    expect(creation.purchaseType).toBe('retail-preorder');
    // 001 §9: the period ends one month after it starts (now).
    const start = new Date(creation.kickstart_start ?? '');
    const end = new Date(creation.kickstart_end ?? '');
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(screen.getByLabelText('Ends')).toHaveProperty('value', creation.kickstart_end?.slice(0, 10));
  });

  it('shows the base cost of the minimum order and moves it with the slider (step 1, one undo step)', async () => {
    const { latest, changes } = renderStep(SaleStep, creationDocument());
    const slider = screen.getByRole('slider', { name: 'Minimum order' });
    expect(slider.getAttribute('min')).toBe('1');
    expect(slider.getAttribute('max')).toBe('100');
    expect(slider.getAttribute('step')).toBe('1');
    expect(screen.getByText('HK$ 320.00')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '19' } });
    fireEvent.change(slider, { target: { value: '20' } });
    fireEvent.keyUp(slider);
    expect(creationOf(latest()).minimum_order).toBe(20);
    expect(changes.map((change) => change.label)).toEqual(['Minimum order']);
    expect(screen.getByText('HK$ 240.00')).toBeTruthy();
    expect(screen.getByText('About 1.4 days for 20 pieces')).toBeTruthy();
  });

  it('resets a price below the base, shows base + 5 %, says so and disables the confirm', async () => {
    const { latest } = renderStep(SaleStep, creationDocument());
    const price = screen.getByLabelText('Retail price (HKD)');
    expect(price).toHaveProperty('value', '400');
    await userEvent.clear(price);
    await userEvent.type(price, '1a0O0');
    expect(price).toHaveProperty('value', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm price' }));
    expect(creationOf(latest()).totalPrice).toBe(32000);
    expect(price).toHaveProperty('value', '336');
    expect(screen.getByText('The price is lower than the base price')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm price' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('HK$ 0.00')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, '450.5{Enter}');
    expect(creationOf(latest()).totalPrice).toBe(45050);
    expect(screen.getByText('HK$ 130.50')).toBeTruthy();
    expect(screen.queryByText('The price is lower than the base price')).toBeNull();
  });

  it('keeps at least one size for sale', async () => {
    const { latest } = renderStep(SaleStep, creationDocument());
    for (const size of ['S', 'M', 'L']) await userEvent.click(screen.getByRole('checkbox', { name: size }));
    expect(creationOf(latest()).sizing.blacklist).toEqual(['S', 'M', 'L']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'XL' }));
    expect(screen.getByRole('alert').textContent).toBe('At least one size should be available');
    expect(creationOf(latest()).sizing.blacklist).toEqual(['S', 'M', 'L']);
    expect(screen.getByRole('checkbox', { name: 'XL' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'M' }));
    expect(creationOf(latest()).sizing.blacklist).toEqual(['S', 'L']);
  });

  it('estimates production at 100 minutes a piece', () => {
    renderStep(SaleStep, creationDocument());
    expect(screen.getByText('About 0.3 days for 5 pieces')).toBeTruthy();
  });
});

describe('Publishing info of a prebuild', () => {
  it('sets direct purchase and shipping', async () => {
    const { latest } = renderStep(SaleStep, prebuildDocument());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Allow direct purchase' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shipping fee included' }));
    expect(prebuildOf(latest())).toMatchObject({
      allow_direct_purchase: false,
      option_shipping_fee_include: false,
    });
  });

  it('requires at least one allowed purchase type', async () => {
    const { latest } = renderStep(SaleStep, prebuildDocument());
    expect(screen.getByRole('alert').textContent).toBe('At least one purchase type is required');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sample' }));
    expect(prebuildOf(latest()).extra_option.allowPurchaseType).toEqual(['sample']);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sample' }));
    expect(screen.getByRole('alert').textContent).toBe('At least one purchase type is required');
    expect(prebuildOf(latest()).extra_option.allowPurchaseType).toEqual(['sample']);
  });

  it('takes the manufacturing time in days and stores milliseconds', async () => {
    const { latest } = renderStep(SaleStep, prebuildDocument());
    const days = screen.getByLabelText('Manufacturing time per piece (days)');
    fireEvent.change(days, { target: { value: '2' } });
    expect(prebuildOf(latest()).extra_option.manufacturingTimePerPiece).toBe(172_800_000);
    fireEvent.change(days, { target: { value: 'two' } });
    expect(screen.getByText('Please enter the manufacturing time in days')).toBeTruthy();
    expect(prebuildOf(latest()).extra_option.manufacturingTimePerPiece).toBe(172_800_000);
  });

  it('keeps the minimum order at or below the maximum', () => {
    const { latest } = renderStep(SaleStep, prebuildDocument());
    fireEvent.change(screen.getByLabelText('Maximum order'), { target: { value: '3' } });
    expect(prebuildOf(latest())).toMatchObject({ minimum_order: 3, maximum_order: 3 });
    fireEvent.change(screen.getByLabelText('Minimum order'), { target: { value: '0' } });
    expect(screen.getByText('Enter a whole number from 1')).toBeTruthy();
  });

  it('adds, edits and removes cost tiers', async () => {
    const { latest } = renderStep(SaleStep, prebuildDocument());
    expect(screen.getByText('No cost tiers yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    expect(prebuildOf(latest()).cost_config).toEqual([
      { quantity: 1, cost: 0 },
      { quantity: 11, cost: 0 },
    ]);
    const [, secondCost] = screen.getAllByLabelText('Unit cost (HKD)');
    fireEvent.change(secondCost as HTMLElement, { target: { value: '180.5' } });
    expect(prebuildOf(latest()).cost_config[1]).toEqual({ quantity: 11, cost: 18050 });
    const [, secondQuantity] = screen.getAllByLabelText('From quantity');
    fireEvent.change(secondQuantity as HTMLElement, { target: { value: '1' } });
    expect(screen.getByText('Another tier starts at this quantity')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the tier from 1 pieces' }));
    expect(prebuildOf(latest()).cost_config).toEqual([{ quantity: 11, cost: 18050 }]);
  });
});
