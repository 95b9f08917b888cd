import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithI18n as render } from '../../test/render';
import { ToastProvider, useToast, type ToastApi } from './Toast';

afterEach(cleanup);

const captured: { api?: ToastApi } = {};
function Capture() {
  const toast = useToast();
  useEffect(() => {
    captured.api = toast;
  }, [toast]);
  return null;
}
const api = () => captured.api as ToastApi;

it('shows a toast with its action, which runs and dismisses it', async () => {
  const onClick = vi.fn();
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  act(
    () => void api().show({ tone: 'success', message: 'Favorited', action: { label: 'All favas', onClick } }),
  );
  expect(screen.getByRole('status').textContent).toContain('Favorited');
  await userEvent.click(screen.getByRole('button', { name: 'All favas' }));
  await waitFor(() => expect(onClick).toHaveBeenCalledOnce());
  expect(screen.queryByText('Favorited')).toBeNull();
});

it('announces errors as alerts and goes away by itself', () => {
  vi.useFakeTimers();
  try {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => void api().show({ tone: 'error', message: 'Favorite update failed', duration: 1000 }));
    expect(screen.getByRole('alert').textContent).toContain('Favorite update failed');
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByRole('alert')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

it('needs a provider', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  spy.mockRestore();
});
