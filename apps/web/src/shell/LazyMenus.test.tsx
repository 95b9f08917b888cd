import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const idle = vi.hoisted(() => ({ value: false }));
vi.mock('../lib/idle', () => ({ useIdle: () => idle.value, whenIdle: () => Promise.resolve() }));

const { DeferredMenu } = await import('./LazyMenus');

beforeEach(() => {
  idle.value = false;
});
afterEach(cleanup);

function Menu({ open }: { open: boolean }) {
  return (
    <button type="button" aria-expanded={open}>
      Real {open ? 'open' : 'closed'}
    </button>
  );
}

const menu = () => (
  <DeferredMenu fallback={<button type="button">Stand-in</button>}>
    {(open) => <Menu open={open} />}
  </DeferredMenu>
);

describe('DeferredMenu', () => {
  it('shows the stand-in until the page is idle, then the menu', () => {
    const { rerender } = render(menu());
    expect(screen.getByRole('button', { name: 'Stand-in' })).toBeTruthy();
    expect(screen.queryByText(/Real/)).toBeNull();
    idle.value = true;
    rerender(menu());
    expect(screen.getByRole('button', { name: 'Real closed' })).toBeTruthy();
  });

  it('loads at once when pointed at, and opens when clicked before it came', () => {
    render(menu());
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Stand-in' }).parentElement!);
    expect(screen.getByRole('button', { name: 'Real closed' })).toBeTruthy();
    cleanup();
    render(menu());
    fireEvent.click(screen.getByRole('button', { name: 'Stand-in' }));
    expect(screen.getByRole('button', { name: 'Real open' })).toBeTruthy();
  });

  it('moves the keyboard focus from the stand-in to the menu', async () => {
    render(menu());
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    act(() => standIn.focus());
    await act(async () => {});
    expect(document.activeElement?.textContent).toBe('Real closed');
  });
});
