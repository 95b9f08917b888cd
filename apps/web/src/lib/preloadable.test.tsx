import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const module = () => Promise.resolve({ Counter });

describe('preloadable', () => {
  it('suspends like React.lazy when not loaded yet', async () => {
    const Page = preloadable(module, 'Counter');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page label="Page" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Page 0' })).toBeTruthy();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(module);
    const Page = preloadable(load, 'Counter');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page label="Page" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 0' })).toBeTruthy();
  });

  it('keeps a page mounted before the load as it is (no remount, state kept)', async () => {
    const Page = preloadable(module, 'Counter');
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Page label="Page" />
      </Suspense>,
    );
    const button = await screen.findByRole('button', { name: 'Page 0' });
    act(() => button.click());
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Page label="Page" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Page 1' })).toBe(button);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Counter: typeof Counter }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(module);
    const Page = preloadable(load, 'Counter');
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    render(<Page label="Again" />);
    expect(screen.getByRole('button', { name: 'Again 0' })).toBeTruthy();
  });
});
