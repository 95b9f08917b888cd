import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuLabel, MenuRadioGroup, MenuSeparator, MenuSub } from './Menu';

function MenuDemo({ onSelect }: { onSelect: () => void }) {
  const [role, setRole] = useState('consumer');
  return (
    <Menu trigger={<Button icon={<User />} aria-label="Account" />} label="Account">
      <MenuLabel>Mei Lin</MenuLabel>
      <MenuSub label="Role">
        <MenuRadioGroup
          value={role}
          onValueChange={setRole}
          options={[
            { value: 'consumer', label: 'Consumer' },
            { value: 'creator', label: 'Creator' },
          ]}
        />
      </MenuSub>
      <MenuItem icon={<Settings />} onSelect={onSelect}>
        Settings
      </MenuItem>
      <MenuItem href="https://example.com" external>
        Tutorials
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOut />} danger onSelect={onSelect}>
        Log out
      </MenuItem>
    </Menu>
  );
}

const meta = {
  title: 'Components/Menu',
  component: MenuDemo,
  args: { onSelect: fn() },
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const [trigger] = within(canvasElement).getAllByRole('button', { name: 'Account' });
    await userEvent.click(trigger!);
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};
