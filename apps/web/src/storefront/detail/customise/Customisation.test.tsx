import type { AtelierViewer, ViewerOptions } from '@atelier/embed';
import { CombinationConfigSchema } from '@atelier/schema';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreationDetail as Creation } from '../../../api/types';
import { creationShareTarget } from '../../../shell/shareTargets';
import { creationDetail } from '../../../stories-support/fixtures';
import { useAppStore } from '../../../store/store';
import { mockApi, renderApp, session } from '../../../test/render';
import { CreationDetail } from '../CreationDetail';
import { encodeSharedAnswers } from '@atelier/domain';
import { customisableConfig } from './fixtures';

/** The embed SDK is replaced: these tests check which answers the 3D view is sent. */
const sdk = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('@atelier/embed', () => ({
  createViewer: (_container: HTMLElement, _options: ViewerOptions) =>
    Promise.resolve({
      setFormAnswers: (args: unknown) => {
        sdk.sent.push(args);
        return Promise.resolve({ current: {}, defaults: {} });
      },
      resetViewport: () => Promise.resolve(),
    } as unknown as AtelierViewer),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  sdk.sent.length = 0;
  useAppStore.getState().openShare(null);
});

const creation = (): Creation => ({
  ...creationDetail('Harbour Ember Hoodie', { purchaseType: 'instant-purchase' }),
  id: 'cr_custom',
  combination_config: CombinationConfigSchema.parse(customisableConfig()),
});

function serve(signedIn: boolean, cart: unknown = { data: {} }) {
  return mockApi({
    '/api/auth/session': { session: signedIn ? session() : null },
    '/api/creations/cr_custom': { creation: creation() },
    'POST /api/actions/user/cart': cart,
  });
}

const open = async () => {
  await renderApp(<CreationDetail creationId="cr_custom" headingLevel={1} />);
  await screen.findByRole('heading', { name: 'Customise' });
};

const addToCart = () => screen.getByRole('button', { name: 'Add to cart' });

/** Opens the creator's 'Details' section (the virtual 'Design' section opens first). */
const openDetails = async () => userEvent.click(await screen.findByRole('button', { name: /^Details/ }));

describe('the shopper’s customisation on a creation’s page', () => {
  it('adds an extra-priced option to the price and says what the extras are', async () => {
    serve(false);
    await open();
    expect(screen.getByText('HK$ 440.00')).toBeTruthy();
    await openDetails();
    await userEvent.click(await screen.findByRole('radio', { name: /Silk/ }));
    await screen.findByText('HK$ 464.00');
    expect(screen.getByText('Options +HK$ 24.00')).toBeTruthy();
  });

  it('keeps the order button disabled while a required question is unanswered, and says why', async () => {
    serve(true);
    await open();
    await waitFor(() => expect(addToCart()).toHaveProperty('disabled', true));
    expect(screen.queryByText('This question needs an answer.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Answer the highlighted questions' }));
    expect(await screen.findByText('This question needs an answer.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Monogram/)));
    await userEvent.type(screen.getByLabelText(/Monogram/), 'MLC');
    await waitFor(() => expect(addToCart()).toHaveProperty('disabled', false));
    expect(screen.queryByText('Answer the highlighted questions')).toBeNull();
  });

  it('sends the answers as the cart line’s properties', async () => {
    const calls = serve(true);
    await open();
    await openDetails();
    await userEvent.click(await screen.findByRole('radio', { name: /Silk/ }));
    await userEvent.type(screen.getByLabelText(/Monogram/), 'MLC');
    await waitFor(() => expect(addToCart()).toHaveProperty('disabled', false));
    await userEvent.click(addToCart());
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      creation_id: 'cr_custom',
      price: 46400,
      properties: {
        field_lining: 'lining_silk',
        field_monogram: 'MLC',
        field_colorway_group_main: 'opt_navy',
      },
    });
  });

  it('shows the server’s refusal of an answer at its field', async () => {
    serve(
      true,
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'invalid_answers',
              message: 'Too long.',
              issues: [{ path: 'properties.field_monogram', message: 'Too long.' }],
            },
          }),
          { status: 422 },
        ),
    );
    await open();
    await openDetails();
    await userEvent.type(screen.getByLabelText(/Monogram/), 'MLC');
    await waitFor(() => expect(addToCart()).toHaveProperty('disabled', false));
    await userEvent.click(addToCart());
    expect(await screen.findByText('This answer was not accepted: Too long.')).toBeTruthy();
  });

  it('opens a link of before issue 20 carrying the answers (`?answers=`) with the same answers in 3D', async () => {
    serve(false);
    // Links now name a saved design; old ones carrying the answers still open (docs/decisions.md).
    expect(creationShareTarget(creation()).link).not.toContain('answers=');
    const link = new URL(creationShareTarget(creation()).link);
    link.searchParams.set(
      'answers',
      encodeSharedAnswers({ field_lining: 'lining_silk', field_monogram: 'MLC' }),
    );
    history.replaceState(null, '', `${link.pathname}${link.search}`);
    await open();
    await screen.findByText('HK$ 464.00');
    // 002 §2: with answers, the sections are collapsed; opening one shows the shared answers.
    const details = screen.getByRole('button', { name: /^Details/ });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(details);
    expect(screen.getByLabelText(/Monogram/)).toHaveProperty('value', 'MLC');
    expect(await screen.findByRole('radio', { name: /Silk/ })).toHaveProperty('checked', true);
    // The media shows the 3D view, sent the shared answers.
    await waitFor(() =>
      expect(sdk.sent.at(-1)).toEqual({
        answers: {
          field_colorway_group_main: 'opt_navy',
          field_lining: 'lining_silk',
          field_monogram: 'MLC',
        },
      }),
    );
  });

  it('keeps the answers for the tab across a reload', async () => {
    serve(false);
    await open();
    await openDetails();
    await userEvent.click(await screen.findByRole('radio', { name: /Silk/ }));
    cleanup();
    await open();
    await screen.findByText('HK$ 464.00');
    await openDetails();
    expect(await screen.findByRole('radio', { name: /Silk/ })).toHaveProperty('checked', true);
  });
});
