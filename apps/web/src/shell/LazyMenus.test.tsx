import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('opens on the first press even when the press swaps the stand-in and the click is lost', () => {
    render(menu());
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    const wrapper = standIn.parentElement!;
    // The press focuses the stand-in, which loads the menu and replaces the stand-in; the
    // browser's click then goes to the wrapper (the common ancestor), not to a trigger.
    fireEvent.pointerDown(standIn, { button: 0 });
    act(() => standIn.focus());
    fireEvent.click(wrapper);
    expect(screen.getByRole('button', { name: 'Real open' })).toBeTruthy();
  });

  it('keeps a popover opened by the press open when the click reaches its trigger', () => {
    function Popover({ open }: { open: boolean }) {
      const [shown, setShown] = useState(open);
      return (
        <button
          type="button"
          aria-expanded={shown}
          onClick={(event) => {
            // Radix's triggers skip their toggle for a prevented event.
            if (!event.defaultPrevented) setShown(!shown);
          }}
        >
          Popover {shown ? 'open' : 'closed'}
        </button>
      );
    }
    render(
      <DeferredMenu fallback={<button type="button">Stand-in</button>}>
        {(open) => <Popover open={open} />}
      </DeferredMenu>,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Stand-in' }), { button: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Popover open' }));
    expect(screen.getByRole('button', { name: 'Popover open' })).toBeTruthy();
    // The next click is the visitor's own: it closes it.
    fireEvent.click(screen.getByRole('button', { name: 'Popover open' }));
    expect(screen.getByRole('button', { name: 'Popover closed' })).toBeTruthy();
  });

  it('leaves a loaded menu to answer its own presses', () => {
    idle.value = true;
    render(menu());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Real closed' }), { button: 0 });
    expect(screen.getByRole('button', { name: 'Real closed' })).toBeTruthy();
  });

  it('moves the keyboard focus from the stand-in to the menu', async () => {
    render(menu());
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    act(() => standIn.focus());
    await act(async () => {});
    expect(document.activeElement?.textContent).toBe('Real closed');
  });
});
