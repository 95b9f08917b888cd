import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithI18n as render } from '../../test/render';
import { Menu, MenuItem, MenuRadioGroup } from './Menu';

afterEach(cleanup);

it('opens from its trigger and runs the chosen item', async () => {
  const user = userEvent.setup();
  const onSelect = vi.fn();
  const onNavigate = vi.fn();
  render(
    <Menu trigger={<button type="button">Open menu</button>}>
      <MenuItem onSelect={onSelect}>Settings</MenuItem>
      <MenuItem href="/me" onNavigate={onNavigate}>
        Profile
      </MenuItem>
    </Menu>,
  );
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
  expect(onSelect).toHaveBeenCalledOnce();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
  expect(onNavigate).toHaveBeenCalledWith('/me');
});

it('offers radio choices', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <Menu trigger={<button type="button">Role</button>}>
      <MenuRadioGroup
        value="consumer"
        onValueChange={onValueChange}
        options={[
          { value: 'consumer', label: 'Consumer' },
          { value: 'creator', label: 'Creator' },
        ]}
      />
    </Menu>,
  );
  await user.click(screen.getByRole('button', { name: 'Role' }));
  expect(screen.getByRole('menuitemradio', { name: 'Consumer' }).getAttribute('aria-checked')).toBe('true');
  await user.click(screen.getByRole('menuitemradio', { name: 'Creator' }));
  expect(onValueChange).toHaveBeenCalledWith('creator');
});
