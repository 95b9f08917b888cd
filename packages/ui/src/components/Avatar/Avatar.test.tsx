import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Avatar } from './Avatar';

afterEach(cleanup);

it('shows the picture, then the initials with the fallback text when it fails', () => {
  render(<Avatar src="/missing.png" name="Mei Lin" fallbackLabel="Avatar not found" />);
  const image = screen.getByRole('img', { name: 'Mei Lin' });
  fireEvent.error(image);
  const fallback = screen.getByRole('img', { name: 'Avatar not found' });
  expect(fallback.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('ML');
});

it('shows initials without a picture', () => {
  render(<Avatar name="Kofi Mensah" />);
  const avatar = screen.getByRole('img', { name: 'Kofi Mensah' });
  expect(avatar.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('KM');
  // Not text: a button holding the avatar is named by its own label alone.
  expect(avatar.textContent).toBe('');
});
