import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Avatar } from './Avatar';

afterEach(cleanup);

it('shows the picture, then the initials with the fallback text when it fails', () => {
  render(<Avatar src="/missing.png" name="Mei Lin" fallbackLabel="Avatar not found" />);
  const image = screen.getByRole('img', { name: 'Mei Lin' });
  fireEvent.error(image);
  expect(screen.getByRole('img', { name: 'Avatar not found' }).textContent).toBe('ML');
});

it('shows initials without a picture', () => {
  render(<Avatar name="Kofi Mensah" />);
  expect(screen.getByRole('img', { name: 'Kofi Mensah' }).textContent).toBe('KM');
});
