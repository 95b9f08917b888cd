import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

afterEach(cleanup);

it('marks the chosen option pressed and reports a change', async () => {
  const onChange = vi.fn();
  render(
    <SegmentedControl
      label="View"
      value="waterfall"
      onChange={onChange}
      options={[
        { value: 'waterfall', label: 'Gallery' },
        { value: 'optic', label: '3D' },
      ]}
    />,
  );
  expect(screen.getByRole('group', { name: 'View' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Gallery' }).getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(screen.getByRole('button', { name: '3D' }));
  expect(onChange).toHaveBeenCalledWith('optic');
});
