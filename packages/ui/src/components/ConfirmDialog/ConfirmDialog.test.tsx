import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n as render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

it('asks the question and confirms or cancels', async () => {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete creation"
      message="Do you really wanna delete this creation?"
      confirmLabel="Delete"
      danger
      onConfirm={onConfirm}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete creation' });
  expect(dialog.textContent).toContain('Do you really wanna delete this creation?');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledOnce();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
