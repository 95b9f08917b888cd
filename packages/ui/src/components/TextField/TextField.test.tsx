import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

it('wires its label, hint and error to the input', () => {
  render(<TextField label="Email" hint="We never share it." error="Expected an email address" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
  expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
    'We never share it.',
    'Expected an email address',
  ]);
});
