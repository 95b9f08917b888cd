import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { find, says, textsOf } from '../stories-support/play';
import { withStorefront } from '../stories-support/storefront';
import { NotFoundPage } from './NotFoundPage';

/** Any unknown address: a real not-found page. */
const meta = {
  title: 'Storefront/Pages/Not found',
  component: NotFoundPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async (context) => {
    await expect(await find('link', textsOf(context).t('backHome'))).toHaveAttribute('href', '/');
    await says(context, 'Page not found');
  },
};
