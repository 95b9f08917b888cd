import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

it('shows a heading at the given level, text and a way forward', () => {
  render(<EmptyState title="Page not found" level={1} action={<a href="/">Back to home</a>} page />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
});
