import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithI18n as render } from '../../test/render';
import { QuantityStepper } from './QuantityStepper';

afterEach(cleanup);

it('steps within its bounds and clamps typed values', async () => {
  const onChange = vi.fn();
  const { rerender } = render(
    <QuantityStepper label="Quantity" value={1} min={1} max={10} onChange={onChange} />,
  );
  expect((screen.getByRole('button', { name: 'Less Quantity' }) as HTMLButtonElement).disabled).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'More Quantity' }));
  expect(onChange).toHaveBeenLastCalledWith(2);
  const input = screen.getByRole('spinbutton', { name: 'Quantity' });
  fireEvent.change(input, { target: { value: '42' } });
  fireEvent.blur(input);
  expect(onChange).toHaveBeenLastCalledWith(10);
  rerender(<QuantityStepper label="Quantity" value={10} min={1} max={10} onChange={onChange} />);
  expect((screen.getByRole('button', { name: 'More Quantity' }) as HTMLButtonElement).disabled).toBe(true);
});
