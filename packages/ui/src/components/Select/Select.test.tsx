import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Select } from './Select';

afterEach(cleanup);

it('is a labelled select that reports the chosen value', async () => {
  const onChange = vi.fn();
  render(
    <Select
      label="Currency"
      value="HKD"
      hint="Prices are set in HKD."
      onChange={onChange}
      options={[
        { value: 'HKD', label: 'HKD' },
        { value: 'USD', label: 'USD' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Currency' });
  expect(select.getAttribute('aria-describedby')).toBeTruthy();
  await userEvent.selectOptions(select, 'USD');
  expect(onChange).toHaveBeenCalledWith('USD');
});
