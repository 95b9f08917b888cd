import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Badge } from './Badge';

afterEach(cleanup);

it('shows a count, caps it, and hides at zero', () => {
  const { container, rerender } = render(<Badge count={3} label="3 unread" />);
  expect(screen.getByRole('status', { name: '3 unread' }).textContent).toBe('3');
  rerender(<Badge count={120} />);
  expect(container.textContent).toBe('99+');
  rerender(<Badge count={0} />);
  expect(container.textContent).toBe('');
});
