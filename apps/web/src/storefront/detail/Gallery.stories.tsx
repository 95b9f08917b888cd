import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { creationDetail } from '../../stories-support/fixtures';
import { click, find, languageOf, shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { Gallery } from './Gallery';
import { loadDetailPhoneTexts } from './i18n';
import { pretendPhone } from './phone-stubs';

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

/** Issue 18: on a phone, a swipeable row with a counter, dots and arrows (the arrow keys move it too). */
export const OnAPhone: Story = {
  beforeEach: () => pretendPhone(),
  play: async (context) => {
    const texts = await loadDetailPhoneTexts(languageOf(context));
    await shows('1 / 2');
    await click('button', texts.next ?? '');
    await shows('2 / 2');
    await expect(await find('button', texts.next ?? '')).toBeDisabled();
  },
};
