import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResponsiveContainer } from 'recharts';
import { expect } from 'storybook/test';
import { creatorSession } from '../../stories-support/fixtures';
import { languageOf, shows } from '../../stories-support/play';
import { dashboardSales, storefront, withStorefront } from '../../stories-support/storefront';
import { loadDashboardTexts } from './i18n';
import type { DashboardCatalogue } from './i18n/en';
import SalesChart from './SalesChart';
import './dashboard.css';

/**
 * Units (bars) and revenue (a line) per day. The chart sizes itself to its container; a fixed
 * 640 × 280 chart context around it gives it its size where nothing is laid out (the story test).
 */
const meta = {
  title: 'Storefront/Account/Dashboard/Sales chart',
  component: SalesChart,
  decorators: [
    (Story) => (
      <ResponsiveContainer width={640} height={280}>
        <Story />
      </ResponsiveContainer>
    ),
    withStorefront,
  ],
  args: { sales: dashboardSales() },
  parameters: storefront({ session: creatorSession, route: '/dashboard' }),
} satisfies Meta<typeof SalesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mei's last 30 days: 20 units, the revenue line on its own axis, the legend named. */
export const ThirtyDays: Story = {
  play: async (context) => {
    const texts = (await loadDashboardTexts(languageOf(context))) as DashboardCatalogue;
    await shows(texts.chartUnits);
    await shows(texts.chartRevenue);
    await expect(document.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
  },
};

/** One week with one sale a day. */
export const OneWeek: Story = {
  args: {
    sales: dashboardSales()
      .slice(-7)
      .map((day) => ({ ...day, units: 1, revenue: 44_000 })),
  },
  play: async (context) => {
    const texts = (await loadDashboardTexts(languageOf(context))) as DashboardCatalogue;
    await shows(texts.chartRevenue);
    // A bar for each day, in each theme shown.
    await expect(document.querySelectorAll('.recharts-bar-rectangle').length % 7).toBe(0);
    await expect(document.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
  },
};
