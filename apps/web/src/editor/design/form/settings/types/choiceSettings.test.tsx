import type { CheckboxField, OptionField } from '@atelier/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../test-support/fixtures';
import { describedBy } from '../test-support/describedBy';
import { renderSettings } from '../test-support/renderSettings';

afterEach(cleanup);

describe('option settings (002 §3, §5)', () => {
  it('adds an option with texts in English and Traditional Chinese and removes it', async () => {
    const view = await renderSettings(fieldOf('option'));
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    const row = within(screen.getByRole('listitem', { name: 'Option 1' }));
    expect(row.getByLabelText('Text (English)')).toHaveProperty('value', 'Option 1');
    await userEvent.type(row.getByLabelText('Text (繁體中文)'), '選項一');
    expect(view.latest<OptionField>().options).toEqual([
      { id: 'option_1', text: { en: 'Option 1', 'zh-TW': '選項一' } },
    ]);
    await userEvent.click(row.getByRole('button', { name: 'Delete option 1' }));
    expect(view.latest<OptionField>().options).toEqual([]);
  });

  it('takes a fixed extra price in currency units and keeps it in cents; step 0.01, min 0', async () => {
    const view = await renderSettings(fieldOf('option', { options: [{ id: 'o1', text: { en: 'Gold' } }] }));
    await userEvent.selectOptions(screen.getByLabelText('Extra price'), 'fixed');
    const amount = screen.getByLabelText('Amount (HK$)');
    expect(amount).toHaveProperty('value', '0');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    expect(view.latest<OptionField>().options[0]?.extraPrice).toEqual({ type: 'fixed', value: 1250 });
    await userEvent.type(amount, '05');
    expect(describedBy(amount)).toBe('Please enter a multiple of 0.01');
    expect(view.latest<OptionField>().options[0]?.extraPrice).toEqual({ type: 'fixed', value: 1250 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '-1');
    expect(describedBy(amount)).toBe('Please enter a value of at least 0');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a percentage as typed, and offers Other', async () => {
    const view = await renderSettings(fieldOf('option', { options: [{ id: 'o1', text: { en: 'Gold' } }] }));
    await userEvent.selectOptions(screen.getByLabelText('Extra price'), 'percentage');
    const percent = screen.getByLabelText('Percentage (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '15');
    expect(view.latest<OptionField>().options[0]?.extraPrice).toEqual({ type: 'percentage', value: 15 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Offer “Other” with a text of their own' }));
    expect(view.latest<OptionField>().enableOther).toBe(true);
    expect(screen.queryByLabelText('Max selections')).toBeNull();
  });
});

describe('checkbox settings (002 §3, §5)', () => {
  it('takes max selections of at least 1; empty means no limit', async () => {
    const view = await renderSettings(fieldOf('checkbox'));
    const max = screen.getByLabelText('Max selections');
    expect(max).toHaveProperty('value', '');
    await userEvent.type(max, '0');
    expect(describedBy(max)).toBe('Empty means no limit Please enter a value of at least 1');
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    expect(view.latest<CheckboxField>().maxSelections).toBe(2);
    await userEvent.type(max, '.5');
    expect(describedBy(max)).toContain('Please enter a whole number');
    await userEvent.clear(max);
    expect(view.latest<CheckboxField>().maxSelections).toBeUndefined();
  });
});
