import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, ThemeProvider, useTheme } from './ThemeProvider';

function ShowTheme() {
  const { preference, theme } = useTheme();
  return <output>{`${preference}:${theme}`}</output>;
}

/** A matchMedia whose dark-mode answer the test can flip. */
function mockSystemDarkMode(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-color-scheme: dark)' && dark;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (nextDark: boolean) => {
    dark = nextDark;
    for (const listener of listeners) listener();
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-theme');
});

describe('applyTheme', () => {
  it('sets data-theme on the document element', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("removes data-theme for 'system' so the CSS follows prefers-color-scheme", () => {
    applyTheme('dark');
    applyTheme('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('can theme another element', () => {
    const island = document.createElement('div');
    applyTheme('dark', island);
    expect(island.dataset.theme).toBe('dark');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});

describe('ThemeProvider', () => {
  it('applies its theme while mounted and restores the previous one after', () => {
    applyTheme('light');
    const { rerender, unmount } = render(
      <ThemeProvider theme="dark">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('status').textContent).toBe('dark:dark');

    rerender(
      <ThemeProvider theme="light">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(document.documentElement.dataset.theme).toBe('light');

    unmount();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("follows the system theme for 'system'", () => {
    const setSystemDark = mockSystemDarkMode(true);
    render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('system:dark');

    act(() => setSystemDark(false));
    expect(screen.getByRole('status').textContent).toBe('system:light');
  });

  it('useTheme outside a provider reports the system theme', () => {
    mockSystemDarkMode(true);
    render(<ShowTheme />);
    expect(screen.getByRole('status').textContent).toBe('system:dark');
  });
});
