import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastRatio } from './contrast';
import {
  COLOR_TOKEN_NAMES,
  COLOR_TOKENS,
  SCALE_TOKENS,
  THEMES,
  cssVar,
  type ColorTokenName,
  type Theme,
} from './tokens';

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const caption = { fontSize: 'var(--font-size-xs)', color: 'var(--muted)' } as const;

/** What each colour is painted against: `on-*` on its fill, surfaces under text, the rest on the surface. */
function contrastPartner(name: ColorTokenName): ColorTokenName {
  if (name === 'on-accent') return 'accent';
  if (name === 'on-danger') return 'danger';
  if (name.startsWith('surface')) return 'text';
  return 'surface';
}

function Swatches({ theme }: { theme: Theme }) {
  const palette = COLOR_TOKENS[theme];
  return (
    <section data-theme={theme} aria-label={`${theme} colours`} style={{ padding: 'var(--space-5)' }}>
      <h2 style={{ margin: '0 0 var(--space-4)', fontSize: 'var(--font-size-lg)' }}>{theme}</h2>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 'var(--space-4)',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {COLOR_TOKEN_NAMES.map((name) => (
          <li key={name} style={{ display: 'grid', gap: 'var(--space-1)' }}>
            <div
              style={{
                height: 56,
                borderRadius: 'var(--radius-md)',
                border: '1px solid var(--border)',
                background: cssVar(name),
              }}
            />
            <code style={{ fontSize: 'var(--font-size-sm)' }}>--{name}</code>
            <span style={{ ...caption, fontVariantNumeric: 'tabular-nums' }}>
              {palette[name]} · {contrastRatio(palette[name], palette[contrastPartner(name)]).toFixed(2)}:1
              with --{contrastPartner(name)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every colour token in both themes, side by side, whatever the toolbar says. */
export const Colours: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' }}>
      {THEMES.map((theme) => (
        <Swatches key={theme} theme={theme} />
      ))}
    </div>
  ),
};

const TYPE_SCALE = [
  'font-size-xs',
  'font-size-sm',
  'font-size-md',
  'font-size-lg',
  'font-size-xl',
  'font-size-2xl',
] as const;

/** The type scale, in Latin and CJK, and tabular numerals for prices. */
export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', padding: 'var(--space-5)' }}>
      {TYPE_SCALE.map((size) => (
        <div key={size} style={{ display: 'grid', gap: 'var(--space-1)' }}>
          <span style={caption}>
            --{size} · {SCALE_TOKENS[size]}
          </span>
          <span style={{ fontSize: cssVar(size), lineHeight: 'var(--line-height-tight)' }}>
            Made to order 訂製 定制 受注生産 주문 제작
          </span>
        </div>
      ))}
      <div style={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right', maxWidth: 240 }}>
        <div>HK$ 1,280.00</div>
        <div>HK$ 11,111.00</div>
      </div>
    </div>
  ),
};

const SPACES = [
  'space-1',
  'space-2',
  'space-3',
  'space-4',
  'space-5',
  'space-6',
  'space-7',
  'space-8',
] as const;
const RADII = ['radius-sm', 'radius-md', 'radius-lg', 'radius-full'] as const;

export const SpacingAndRadii: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-6)', padding: 'var(--space-5)' }}>
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        {SPACES.map((space) => (
          <div key={space} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
            <span style={{ ...caption, width: 120 }}>
              --{space} · {SCALE_TOKENS[space]}
            </span>
            <span style={{ width: cssVar(space), height: 16, background: 'var(--accent)' }} />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-4)' }}>
        {RADII.map((radius) => (
          <div key={radius} style={{ display: 'grid', gap: 'var(--space-1)', justifyItems: 'center' }}>
            <div
              style={{
                width: 64,
                height: 64,
                borderRadius: cssVar(radius),
                background: 'var(--surface-sunken)',
                border: '1px solid var(--border-strong)',
              }}
            />
            <span style={caption}>--{radius}</span>
          </div>
        ))}
      </div>
    </div>
  ),
};
