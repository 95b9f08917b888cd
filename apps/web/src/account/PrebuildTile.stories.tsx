import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { studioPrebuilds } from '../stories-support/fixtures';
import { find, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { PrebuildTile } from './PrebuildTile';

const hoodie = studioPrebuilds.data[0]!;

/** One prebuild in a grid, with the actions the viewer may take on it. */
const meta = {
  title: 'Storefront/Account/Prebuild tile',
  component: PrebuildTile,
  decorators: [withStorefront],
  parameters: storefront({}),
  args: { prebuild: hoodie, producerAtName: 'atelier_studio', canCreate: true, canEdit: false },
  render: (args) => (
    <div style={{ width: 260, padding: 16 }}>
      <PrebuildTile {...args} />
    </div>
  ),
} satisfies Meta<typeof PrebuildTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a creator: 'Create' starts a new creation from it. */
export const ForACreator: Story = {
  play: async (context) => {
    const create = await find('link', `${textsOf(context).t('nav.create')}: ${hoodie.name}`);
    await expect(create).toHaveAttribute(
      'href',
      `/editor?edit_type=creation&prebuild_id=${encodeURIComponent(hoodie.id)}`,
    );
  },
};

/** Focused (`?prebuild=`) for a member who is also a creator: both actions, 'Create' first. */
export const FocusedForAMember: Story = {
  args: { canEdit: true, focused: true },
  play: async (context) => {
    const edit = await find('link', `${textsOf(context).t('detail.editV2')}: ${hoodie.name}`);
    await expect(edit).toHaveAttribute(
      'href',
      `/editor?edit_type=prebuild&prebuild_id=${encodeURIComponent(hoodie.id)}`,
    );
  },
};
