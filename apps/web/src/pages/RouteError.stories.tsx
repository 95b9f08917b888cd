import type { Meta, StoryObj } from '@storybook/react-vite';
import { find, says, textsOf } from '../stories-support/play';
import { withStorefront } from '../stories-support/storefront';
import { RouteError } from './RouteError';

/** A page that failed to load (a chunk gone after a deploy, a crash): say so and offer a reload. */
const meta = {
  title: 'Storefront/Pages/Route error',
  component: RouteError,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async (context) => {
    await find('button', textsOf(context).t('tryAgain'));
    await says(context, 'Something went wrong');
    await says(context, 'The page could not load. Check your connection and try again.');
  },
};
