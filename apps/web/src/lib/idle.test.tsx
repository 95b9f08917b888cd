import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('whenIdle / useIdle', () => {
  it('waits for the load event and an idle moment, then stays reached', async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    let readyState: DocumentReadyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    const { useIdle, whenIdle } = await import('./idle');
    function Probe() {
      return <p>{useIdle() ? 'idle' : 'busy'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('busy')).toBeTruthy();
    let resolved = false;
    void whenIdle().then(() => (resolved = true));
    expect(idleCallbacks).toHaveLength(0);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks[0]?.());
    expect(resolved).toBe(true);
    expect(screen.getByText('idle')).toBeTruthy();
    // Later mounts (other pages) are idle from the start.
    cleanup();
    render(<Probe />);
    expect(screen.getByText('idle')).toBeTruthy();
  });
});
