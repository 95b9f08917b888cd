import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../test/render';
import { creationDetail } from '../../stories-support/fixtures';
import { CreationDetail } from './CreationDetail';
import { Gallery } from './Gallery';
import { OrderPanel } from './OrderPanel';
import { pretendPhone } from './phone-stubs';

let undo: (() => void) | null = null;
afterEach(() => {
  cleanup();
  undo?.();
  undo = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const instant = creationDetail('Harbour Ember Hoodie');
const preorder = creationDetail('Kowloon Signal Tee', { preorder: 'inProgress' });
const cap = creationDetail('Star Ferry Drift Cap');

describe('issue 18 the Details list states one production time', () => {
  it.each([
    [instant, 'Average production: 5-7 working days', 'Made to order: 10-15 working days'],
    [preorder, 'Made to order: 10-15 working days', 'Average production: 5-7 working days'],
  ])('%#: the purchase type’s own', async (creation, stated, notStated) => {
    mockApi({ '/api/auth/session': { session: null }, [`/api/creations/${creation.id}`]: { creation } });
    await renderApp(<CreationDetail creationId={creation.id} headingLevel={1} />);
    await screen.findByRole('heading', { level: 1, name: creation.name });
    const details = screen.getByText('Details').closest('details') ?? document.body;
    expect(within(details as HTMLElement).getByText(stated)).toBeTruthy();
    expect(within(details as HTMLElement).queryByText(notStated)).toBeNull();
    expect(within(details as HTMLElement).queryByText(/working days/, { selector: 'li' })).toBeTruthy();
    expect(within(details as HTMLElement).getAllByText(/working days/)).toHaveLength(1);
  });
});

describe('issue 18 the order panel’s words', () => {
  it('asks a guest to log in to order an instant purchase, and to log in first to pre-order', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    const { unmount } = await renderApp(<OrderPanel creation={instant} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please log in to order.')).toBeTruthy();
    expect(screen.queryByText('To preorder, please log in first.')).toBeNull();
    unmount();
    await renderApp(<OrderPanel creation={preorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preorder now' }));
    expect(await screen.findByText('To preorder, please log in first.')).toBeTruthy();
  });

  it('states a single size instead of a selector with one option', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<OrderPanel creation={cap} />);
    const one = await screen.findByTestId('one-size');
    expect(one.textContent).toContain('M');
    expect(await within(one).findByText('One size only')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
  });

  it('offers several sizes as a choice', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<OrderPanel creation={instant} />);
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    expect(screen.queryByTestId('one-size')).toBeNull();
  });
});

describe('issue 18 the phone’s buy bar', () => {
  it('is not drawn on a desktop', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<OrderPanel creation={instant} />);
    expect(screen.queryByTestId('buy-bar')).toBeNull();
  });

  it('shows the price and does what the panel’s button does once that is out of sight', async () => {
    undo = pretendPhone({ buttonOutOfSight: true });
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<OrderPanel creation={preorder} />);
    const bar = await screen.findByTestId('buy-bar');
    await waitFor(() => expect(bar.getAttribute('data-shown')).toBe('true'));
    // The panel's price, as the panel formats it.
    const price = document.querySelector('.order__total')?.textContent ?? '';
    expect(price).toMatch(/^HK\$ [\d,]+\.\d{2}$/);
    expect(within(bar).getByText(price)).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Preorder now' }));
    expect(await screen.findByText('To preorder, please log in first.')).toBeTruthy();
  });

  it('is disabled with the reason when the pre-order has ended', async () => {
    undo = pretendPhone({ buttonOutOfSight: true });
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<OrderPanel creation={creationDetail('Kowloon Signal Tee', { preorder: 'ended' })} />);
    const bar = await screen.findByTestId('buy-bar');
    expect(
      (within(bar).getByRole('button', { name: 'Preorder already end' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(await within(bar).findByText('This pre-order has ended.')).toBeTruthy();
  });
});

describe('issue 18 the phone’s gallery', () => {
  it('counts the plates and moves with the arrow keys, the arrows and the dots', async () => {
    undo = pretendPhone();
    mockApi({});
    const plates = instant.waterflow_config.media_placement;
    const total = plates.filter((plate) => plate.type !== 'empty' && plate.url).length;
    await renderApp(<Gallery plates={plates} name="Harbour Ember Hoodie" />);
    const track = screen.getByRole('list', { name: 'Harbour Ember Hoodie' });
    expect(screen.getByText(`1 / ${total}`)).toBeTruthy();
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(screen.getByText(`2 / ${total}`)).toBeTruthy();
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(screen.getByText(`1 / ${total}`)).toBeTruthy();
    fireEvent.keyDown(track, { key: 'End' });
    expect(screen.getByText(`${total} / ${total}`)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Previous image' }));
    expect(screen.getByText(`${total - 1} / ${total}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 1' }));
    expect(screen.getByText(`1 / ${total}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show image 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('asks for 500, 800, 1200 and 1500 px images, the first at once, in 4:5 boxes', async () => {
    mockApi({});
    const plates = [{ id: 1, type: 'image/upload' as const, url: 'a.png', fit: 'cover' as const }];
    await renderApp(<Gallery plates={plates} name="Tee" />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('srcset')).toBe(
      '/api/img/original/a.png?w=500 500w, /api/img/original/a.png?w=800 800w, ' +
        '/api/img/original/a.png?w=1200 1200w, /api/img/original/a.png?w=1500 1500w',
    );
    expect(image.getAttribute('loading')).toBe('eager');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '1500']);
    // One plate: nothing to swipe, no counter.
    expect(screen.queryByText('1 / 1')).toBeNull();
  });

  it('asks for the other pictures only once the first has loaded', async () => {
    mockApi({});
    // jsdom fetches no image, so it calls every image complete; a browser's first picture is
    // still on its way when the gallery mounts.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const plates = [
      { id: 1, type: 'image/upload' as const, url: 'a.png', fit: 'cover' as const },
      { id: 2, type: 'capture' as const, url: 'b.png', fit: 'cover' as const },
    ];
    await renderApp(<Gallery plates={plates} name="Tee" />);
    const [first, second] = screen.getAllByRole('img') as [HTMLImageElement, HTMLImageElement];
    expect(first.getAttribute('src')).toBe('/api/img/original/a.png?w=1200');
    expect(second.hasAttribute('src')).toBe(false);
    expect(second.hasAttribute('srcset')).toBe(false);
    fireEvent.load(first);
    await waitFor(() => expect(second.getAttribute('src')).toBe('/api/img/original/b.png?w=1200'));
    expect(second.getAttribute('loading')).toBe('lazy');
  });
});
