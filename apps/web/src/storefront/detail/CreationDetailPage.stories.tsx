import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../../api/queries';
import { creationDetail, creationsOf, people } from '../../stories-support/fixtures';
import { find } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { CreationDetailPage } from './CreationDetailPage';

const jade = creationDetail('Jade Tide Hoodie');

/** 000 §2 /{at_name}/creation?creation_id={id}: the detail as a page of its own. */
const meta = {
  title: 'Storefront/Creation detail/Creation detail page',
  component: CreationDetailPage,
  decorators: [withStorefront],
  args: { creationId: jade.id },
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      route: `/ines/creation?creation_id=${jade.id}`,
      queries: [
        [queryKeys.creation(jade.id), jade],
        [queryKeys.userCreations('ines', 30), creationsOf(people.ines)],
      ],
    }),
  },
} satisfies Meta<typeof CreationDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async () => {
    await find('heading', 'Jade Tide Hoodie');
    await find('link', /Inès Duarte/);
  },
};
