import { CombinationConfigSchema } from '@atelier/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { creationDetail } from '../../../stories-support/fixtures';
import { find } from '../../../stories-support/play';
import { withStorefront } from '../../../stories-support/storefront';
import { OrderPanel } from '../OrderPanel';
import { CustomisePanel } from './CustomisePanel';
import { customisableConfig } from './fixtures';
import { useCustomisation } from './useCustomisation';

const config = CombinationConfigSchema.parse(customisableConfig());

/** The form, its answers kept as the detail panel keeps them, and the price panel beside it. */
function Customising({ creationId }: { creationId: string }) {
  const customisation = useCustomisation(creationId, config);
  if (!customisation) return null;
  return (
    <>
      <CustomisePanel customisation={customisation} creationId={creationId} />
      <OrderPanel
        creation={{ ...creationDetail('Harbour Ember Hoodie'), id: creationId, combination_config: config }}
        customisation={customisation}
      />
    </>
  );
}

/**
 * Issue 17 the shopper's customisation on a creation's page: the creation's customer form in
 * client mode (a colourway left open to consumers, a priced lining, a required monogram) and
 * the order panel that prices and checks the answers.
 */
const meta = {
  title: 'Storefront/Creation detail/Customisation',
  component: CustomisePanel,
  decorators: [
    (Story) => (
      <div className="detail__info" style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  // Each story starts without answers kept by an earlier one (the same story in another theme).
  beforeEach: () => sessionStorage.clear(),
  render: (_args, context) => <Customising creationId={`cr_story_${context.id}`} />,
  args: { customisation: undefined as never, creationId: 'cr_story' },
} satisfies Meta<typeof CustomisePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the creator's 'Details' section in every rendering (the 'Design' section opens first). */
async function openDetails() {
  for (const details of await screen.findAllByRole('button', { name: /^Details/ }))
    await userEvent.click(details);
}

/** A first visit: the first section open, the order button waiting for the monogram. */
export const FirstVisit: Story = {
  play: async () => {
    await find('button', /^Design/);
    await openDetails();
    await find('radio', /Silk/);
    await expect((await screen.findAllByText('HK$ 440.00'))[0]).toBeInTheDocument();
  },
};

/** Choosing the silk lining adds its extra to the price. */
export const ExtraPriced: Story = {
  play: async () => {
    await openDetails();
    for (const silk of await screen.findAllByRole('radio', { name: /Silk/ })) await userEvent.click(silk);
    await expect((await screen.findAllByText('HK$ 464.00'))[0]).toBeInTheDocument();
  },
};
