import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';

function Trigger() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.show({
            tone: 'success',
            message: 'Successfully added to cart',
            action: { label: 'View Cart', onClick: () => {} },
          })
        }
      >
        Success
      </Button>
      <Button onClick={() => toast.show({ tone: 'warning', message: 'To preorder, please log in first.' })}>
        Warning
      </Button>
      <Button onClick={() => toast.show({ tone: 'error', message: 'Favorite update failed' })}>Error</Button>
    </div>
  );
}

function ToastDemo() {
  return (
    <ToastProvider>
      <Trigger />
    </ToastProvider>
  );
}

const meta = { title: 'Components/Toast', component: ToastDemo } satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const [button] = within(canvasElement).getAllByRole('button', { name: 'Success' });
    await userEvent.click(button!);
    await expect(within(canvasElement).getByText('Successfully added to cart')).toBeInTheDocument();
  },
};
