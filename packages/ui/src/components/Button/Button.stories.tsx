import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, ShoppingBag, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    iconPosition: { control: 'inline-radio', options: ['start', 'end'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' } as const;
const column = { display: 'grid', gap: 'var(--space-4)' } as const;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete design', icon: <Trash2 /> } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={column}>
      {BUTTON_SIZES.map((size) => (
        <div key={size} style={row}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} variant="primary" icon={<ShoppingBag />}>
        Add to cart
      </Button>
      <Button {...args} icon={<ArrowRight />} iconPosition="end">
        Next step
      </Button>
      <Button {...args} variant="ghost" icon={<X />} aria-label="Close">
        {undefined}
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: 'Place order' },
  // getAll: the 'side by side' theme renders every story twice.
  play: async ({ args, canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Place order' })) {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(button);
    }
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingVariants: Story = {
  render: (args) => (
    <div style={row}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant} loading>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <div style={row}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { variant: 'primary', fullWidth: true, children: 'Checkout' },
  parameters: { layout: 'padded' },
};

/** Long labels (German) and CJK labels: switch the language in the toolbar. */
function TranslatedButtons() {
  const { t } = useTranslation();
  return (
    <div style={row}>
      <Button variant="primary" icon={<ShoppingBag />}>
        {t('shopNow')}
      </Button>
      <Button>{t('tryAgain')}</Button>
      <Button variant="ghost" loading>
        {t('loading')}
      </Button>
    </div>
  );
}

export const Translated: Story = { render: () => <TranslatedButtons /> };
