import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/render';
import type { Customisation } from '../storefront/detail/customise/useCustomisation';
import { ArButton } from './ArButton';
import { arLink, detectArViewer } from './arDevice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const creation = { id: 'cr_tee', user: { at_name: 'mei' } } as never;
const noCapture = () => Promise.resolve(null);

/** What the dialog reads of a customisation (the rest is the form's). */
function customisationWith(own: Record<string, unknown>, setDesign = vi.fn()): Customisation {
  return {
    answers: { body: 'navy', ...own },
    own,
    design: null,
    setDesign,
    revealFirstProblem: vi.fn(),
  } as unknown as Customisation;
}

describe('the AR device rule', () => {
  it('is Scene Viewer on an Android touch device, Quick Look where rel="ar" opens, none on a desktop', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
    expect(detectArViewer(android, 5, false)).toBe('scene-viewer');
    expect(detectArViewer('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5, true)).toBe(
      'quick-look',
    );
    // A desktop browser claiming AR (a mouse, no touch) still gets the QR code.
    expect(detectArViewer(android, 0, true)).toBeNull();
    expect(detectArViewer('Mozilla/5.0 (X11; Linux x86_64)', 0, false)).toBeNull();
  });

  it('adds ar=1 to a link, keeping its other parameters', () => {
    expect(arLink('/mei/creation?creation_id=cr_1&design=dg_2')).toBe(
      `${location.origin}/mei/creation?creation_id=cr_1&design=dg_2&ar=1`,
    );
  });
});

/** Opens the dialog as a shopper does: the button, by keyboard. */
async function openDialog() {
  const button = await screen.findByRole('button', { name: 'View in your space' });
  button.focus();
  await userEvent.keyboard('{Enter}');
}

describe('View in your space, on a desktop', () => {
  it('saves the answers as a design and shows its link with ar=1', async () => {
    const designId = `dg_${'a'.repeat(32)}`;
    const calls = mockApi({
      'POST /api/designs': {
        data: { id: designId, answers: { body: 'navy' }, captureUrl: null, creationId: 'cr_tee' },
        writeToken: 'token',
      },
    });
    const setDesign = vi.fn();
    await renderApp(
      <ArButton
        creation={creation}
        customisation={customisationWith({ body: 'navy' }, setDesign)}
        capture={noCapture}
      />,
    );
    await openDialog();
    const link = await screen.findByTestId('ar-link');
    expect((link as HTMLInputElement).value).toBe(
      `${location.origin}/mei/creation?creation_id=cr_tee&design=${designId}&ar=1`,
    );
    // (The page asks who is signed in, too.)
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/designs', body: { creationId: 'cr_tee', answers: { body: 'navy' } } },
    ]);
    // The page now holds the saved design, as after "Save design".
    expect(setDesign).toHaveBeenCalledWith(expect.objectContaining({ id: designId, mine: true }));
  });

  it('links to the creation itself when there is nothing to save', async () => {
    const calls = mockApi({});
    await renderApp(<ArButton creation={creation} customisation={null} capture={noCapture} />);
    await openDialog();
    const link = await screen.findByTestId('ar-link');
    expect((link as HTMLInputElement).value).toBe(`${location.origin}/mei/creation?creation_id=cr_tee&ar=1`);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says so in plain words when the design cannot be saved, and tries again on request', async () => {
    let tries = 0;
    const designId = `dg_${'b'.repeat(32)}`;
    mockApi({
      'POST /api/designs': () =>
        ++tries === 1
          ? new Response(JSON.stringify({ error: { code: 'internal', message: 'down' } }), { status: 500 })
          : { data: { id: designId, answers: {}, captureUrl: null, creationId: 'cr_tee' }, writeToken: 't' },
    });
    await renderApp(
      <ArButton
        creation={creation}
        customisation={customisationWith({ body: 'navy' })}
        capture={noCapture}
      />,
    );
    await openDialog();
    // The dialog says it (and a toast, as for "Save design", that the design was not saved).
    expect((await screen.findByText(/The code could not be made/)).getAttribute('role')).toBe('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByTestId('ar-link')) as HTMLInputElement).value).toContain(
      `design=${designId}&ar=1`,
    );
  });
});
