import type { DashboardDay } from '@atelier/schema';
import { useTranslation } from '@atelier/ui';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useMoney } from '../../money/useMoney';
import { useDashboardText } from './i18n/useDashboardText';

/**
 * Units (bars) and revenue (a line) per day (issue 16: "a chart of sales over time drawn by a
 * well-kept chart library"). Colours are the theme's tokens, so light and dark both read well.
 * Loaded lazily with recharts: the storefront's first bundle never carries it. Drawn without animation (the
 * figures are what matter, and a theme switch must not replay it). Its accessibility
 * layer lets the keyboard step through the days (arrow keys move the tooltip).
 */
export default function SalesChart({ sales }: { sales: DashboardDay[] }) {
  const { t } = useDashboardText();
  const { i18n } = useTranslation();
  const money = useMoney();
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
  return (
    <div className="dashboard-chart__frame">
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart
          data={sales}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer
          title={t('chartTitle', { days: sales.length })}
        >
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={label}
            minTickGap={24}
            tick={{ fill: 'var(--muted)', fontSize: 12 }}
            stroke="var(--border-strong)"
          />
          <YAxis
            yAxisId="units"
            allowDecimals={false}
            width={36}
            tick={{ fill: 'var(--muted)', fontSize: 12 }}
            stroke="var(--border-strong)"
          />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            width={104}
            // A no-break space keeps 'HK$ 900.00' on one line (the axis breaks at spaces).
            tickFormatter={(value: number) => money(value).replace(/ /g, '\u00a0')}
            tick={{ fill: 'var(--muted)', fontSize: 12 }}
            stroke="var(--border-strong)"
          />
          <Tooltip
            labelFormatter={(value) => label(String(value))}
            formatter={(value, name) =>
              name === 'revenue'
                ? [money(Number(value)), t('chartRevenue')]
                : [String(value), t('chartUnits')]
            }
            contentStyle={{
              background: 'var(--surface-raised)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--text)',
            }}
            cursor={{ fill: 'var(--surface-sunken)' }}
          />
          <Legend formatter={(value) => (value === 'revenue' ? t('chartRevenue') : t('chartUnits'))} />
          <Bar
            yAxisId="units"
            dataKey="units"
            name="units"
            fill="var(--accent)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name="revenue"
            type="linear"
            stroke="var(--success)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
