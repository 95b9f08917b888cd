import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

function DialogDemo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  const [nested, setNested] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        title="Shipping and returns"
        {...props}
        open={open}
        onOpenChange={setOpen}
        footer={
          <Button variant="primary" onClick={() => setNested(true)}>
            Open another
          </Button>
        }
      >
        <p>Refunds only for damaged or mislabeled items, reported within 7 days of receipt.</p>
      </Dialog>
      <Dialog title="Second layer" size="sm" open={nested} onOpenChange={setNested}>
        Escape closes this one first.
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: DialogDemo,
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  play: async ({ canvasElement }) => {
    const [trigger] = within(canvasElement).getAllByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger!);
    const dialog = within(document.body).getByRole('dialog', { name: 'Shipping and returns' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
export const BottomSheet: Story = { args: { placement: 'bottom', title: 'Search' } };
export const SideSheet: Story = { args: { placement: 'start', title: 'Menu' } };
export const WithDescription: Story = { args: { description: 'Prices exclude shipping.' } };
