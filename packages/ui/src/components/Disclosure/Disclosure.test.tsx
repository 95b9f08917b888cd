import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Disclosure } from './Disclosure';

afterEach(cleanup);

it('expands and collapses from its summary', async () => {
  const { container } = render(<Disclosure summary="Details">Made to order</Disclosure>);
  const details = container.querySelector('details') as HTMLDetailsElement;
  expect(details.open).toBe(false);
  await userEvent.click(screen.getByText('Details'));
  expect(details.open).toBe(true);
});
