import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { creationDetail } from '../../stories-support/fixtures';
import { find, shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { Gallery } from './Gallery';

const harbour = creationDetail('Harbour Ember Hoodie');

/** 000 §2 the gallery (waterfall) of the creation detail: its media plates with their captions. */
const meta = {
  title: 'Storefront/Creation detail/Gallery',
  component: Gallery,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  args: { plates: harbour.waterflow_config.media_placement, name: harbour.name },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo (cover) and a studio capture (contain), each with its caption. */
export const Photos: Story = {
  play: async () => {
    await find('list', 'Harbour Ember Hoodie');
    await shows('Studio capture');
    await expect(await screen.findAllByRole('img', { name: 'Front' })).not.toHaveLength(0);
  },
};

/** Empty plates are left out. */
export const WithEmptyPlate: Story = {
  args: {
    plates: [...harbour.waterflow_config.media_placement.slice(0, 1), { id: 1, type: 'empty', fit: 'cover' }],
  },
  play: async () => {
    const [list] = await screen.findAllByRole('list', { name: 'Harbour Ember Hoodie' });
    await expect(list?.querySelectorAll('li')).toHaveLength(1);
  },
};
