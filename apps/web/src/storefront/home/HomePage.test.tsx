import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../test/render';
import { NOTICE_SHOWN_KEY } from './noticeSeen';

const idle = vi.hoisted(() => ({ value: false }));
vi.mock('../../lib/idle', () => ({ useIdle: () => idle.value, whenIdle: () => Promise.resolve() }));

const { HomePage } = await import('./HomePage');

/** The page under a parent the test can re-render (its button). */
function Parent() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" data-count={count} onClick={() => setCount(count + 1)}>
        Render again
      </button>
      <HomePage />
    </>
  );
}

const home = {
  tabs: ['trending'],
  headerCards: [],
  trendMedia: [],
  banner: null,
  notice: { enabled: true, title: { en: 'Welcome to Atelier' }, text: { en: 'Made to order.' } },
  caseMetadata: { global: {}, homePage: {} },
};

beforeEach(() => {
  idle.value = false;
  localStorage.clear();
  mockApi({ '/api/home': home, '/api/creations': { items: [], nextCursor: null } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the daily notice', () => {
  it('waits for the page to be idle before it opens (not part of the first screen)', async () => {
    await renderApp(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Atelier' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(NOTICE_SHOWN_KEY)).toBeNull();
  });

  it('opens once idle, and stays open though it is now recorded as seen today', async () => {
    idle.value = true;
    await renderApp(<Parent />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Atelier' });
    expect(localStorage.getItem(NOTICE_SHOWN_KEY)).not.toBeNull();
    // A later render of the page (its data refreshed, say) keeps it.
    // (Outside the modal dialog, so hidden from the accessibility tree.)
    act(() => document.querySelector<HTMLButtonElement>('button[data-count]')?.click());
    expect(document.querySelector('button[data-count]')?.getAttribute('data-count')).toBe('1');
    expect(screen.getByRole('dialog', { name: 'Welcome to Atelier' })).toBe(dialog);
  });

  it('does not load at all when it was seen today', async () => {
    idle.value = true;
    localStorage.setItem(NOTICE_SHOWN_KEY, new Date().toISOString());
    await renderApp(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Atelier' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
