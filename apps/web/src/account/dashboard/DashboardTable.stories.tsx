import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { creatorSession } from '../../stories-support/fixtures';
import { find, languageOf, says, shows } from '../../stories-support/play';
import { dashboardCreations, storefront, withStorefront } from '../../stories-support/storefront';
import { DashboardTable } from './DashboardTable';
import { loadDashboardTexts } from './i18n';
import type { DashboardCatalogue } from './i18n/en';
import './dashboard.css';

/** Mei's creations on her dashboard: state, kind, pre-order progress, units, revenue, profit. */
const meta = {
  title: 'Storefront/Account/Dashboard/Creations table',
  component: DashboardTable,
  decorators: [withStorefront],
  args: { creations: dashboardCreations, atName: 'mei' },
  parameters: storefront({ session: creatorSession, route: '/dashboard' }),
} satisfies Meta<typeof DashboardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Published and draft, at once and by pre-order (7 of 12 ordered, 12 days left). */
export const Creations: Story = {
  play: async (context) => {
    const texts = (await loadDashboardTexts(languageOf(context))) as DashboardCatalogue;
    const link = await find('link', 'Harbour Ember Hoodie');
    await expect(link.getAttribute('href')).toBe('/mei/creation?creation_id=cr_harbour');
    await shows('HK$ 3,960.00');
    await shows(texts.perPiece.replace('{{amount}}', 'HK$ 80.00'));
    await shows(texts.draft);
    const bar = await find('progressbar', texts.colProgress);
    await expect(bar.getAttribute('aria-valuetext')).toBe(
      texts.ordered.replace('{{ordered}}', '7').replace('{{minimum}}', '12'),
    );
    await says(context, /12 days left/);
  },
};

/** A creation priced below its base cost: the loss shows as such. */
export const BelowCost: Story = {
  args: {
    creations: [
      {
        ...dashboardCreations[0]!,
        totalPrice: 30_000,
        unitsSold: 2,
        orders: 2,
        revenue: 60_000,
        profitPerPiece: -6_000,
        profit: -12_000,
      },
    ],
  },
  play: async () => {
    const loss = await shows(/-HK\$\s?120\.00|HK\$\s?-120\.00/);
    await expect(within(loss.parentElement as HTMLElement).getByText(/120\.00/)).toHaveAttribute(
      'data-negative',
    );
  },
};
