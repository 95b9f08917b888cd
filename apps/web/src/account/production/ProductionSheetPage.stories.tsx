import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopperSession } from '../../stories-support/fixtures';
import { says, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { ProductionSheetPage } from './ProductionSheetPage';
import { harbourSheet, producerRoleSession, SHEET_ORDER, SHEET_PATH } from './productionStoryData';

/** One order's production sheet: what the workshop prints. */
const route = `/atelier_studio/production/manage/sheet/${SHEET_ORDER}`;
const path = '/:atName/production/manage/sheet/:orderId';
const meta = {
  title: 'Storefront/Account/Production/Sheet page',
  component: ProductionSheetPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      session: producerRoleSession,
      route,
      path,
      api: {
        [SHEET_PATH]: {
          body: {
            producer: { id: 'pr_studio', name: 'Atelier Studio', at_name: 'atelier_studio' },
            sheet: harbourSheet,
          },
        },
      },
    }),
  },
} satisfies Meta<typeof ProductionSheetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Model, materials per part, decals at print resolution, sizes, answers, address, history. */
export const Sheet: Story = {
  play: async (context) => {
    await shows('Brushed fleece, ember');
    await shows('18 Harbour Road');
    await shows('KAI');
    await says(context, 'Print / Save as PDF');
    await says(context, 'Materials per part');
  },
};

/** An order that is not this producer's: not found, with the way back. */
export const NotFound: Story = {
  parameters: storefront({
    session: producerRoleSession,
    route,
    path,
    api: {
      [SHEET_PATH]: {
        status: 404,
        body: { error: { code: 'not_found', message: 'That order was not found.' } },
      },
    },
  }),
  play: async (context) => {
    await says(context, 'This order is not in your production queue.');
  },
};

/** Not a member: the page is for producers. */
export const NotAMember: Story = {
  parameters: storefront({ session: shopperSession, route, path }),
  play: async (context) => {
    await says(context, 'This page is for producers.');
  },
};
