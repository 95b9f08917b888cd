import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

it('caps the bar at 100 and reads out its value text', () => {
  render(<ProgressBar value={140} label="Pre-order progress" valueText="7 of 5 ordered" />);
  const bar = screen.getByRole('progressbar', { name: 'Pre-order progress' });
  expect(bar.getAttribute('aria-valuenow')).toBe('100');
  expect(bar.getAttribute('aria-valuetext')).toBe('7 of 5 ordered');
});
