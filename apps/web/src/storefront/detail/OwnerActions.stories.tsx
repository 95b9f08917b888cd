import type { Meta, StoryObj } from '@storybook/react-vite';
import { creationDetail, creatorSession } from '../../stories-support/fixtures';
import { click, find, says, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { OwnerActions } from './OwnerActions';

/** 000 §5, §6 what the owner of a creation may do with it, from the detail panel's Manage menu. */
const meta = {
  title: 'Storefront/Creation detail/Owner actions',
  component: OwnerActions,
  decorators: [withStorefront],
  args: { creation: creationDetail('Harbour Ember Hoodie', { isOwner: true }) },
  parameters: storefront({ session: creatorSession }),
} satisfies Meta<typeof OwnerActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit (v2, or v3 in beta), duplicate, pin, and delete. */
export const Menu: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('detail.manage'));
    await find('menuitem', t('detail.editV3'));
    await find('menuitem', t('detail.pin'));
    await find('menuitem', t('detail.delete'));
  },
};

/** A pinned creation offers to unpin it. */
export const Pinned: Story = {
  args: { creation: creationDetail('Harbour Ember Hoodie', { isOwner: true, pinned: true }) },
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('detail.manage'));
    await find('menuitem', t('detail.unpin'));
  },
};

/** Deleting asks once. */
export const ConfirmDelete: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('detail.manage'));
    await click('menuitem', t('detail.delete'));
    await find('dialog', t('detail.deleteTitle'));
    await says(context, 'Do you really wanna delete this creation?');
  },
};

/** A creation with orders cannot be deleted: it offers to archive it instead. */
export const ConfirmArchive: Story = {
  args: { creation: creationDetail('Harbour Ember Hoodie', { isOwner: true, orderCount: 3 }) },
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('detail.manage'));
    await click('menuitem', t('detail.archive'));
    await find('dialog', t('detail.archiveTitle'));
    await says(
      context,
      'This creation has been ordered, so it cannot be deleted. Do you want to archive it?',
    );
  },
};
