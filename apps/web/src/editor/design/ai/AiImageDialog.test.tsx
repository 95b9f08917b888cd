import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, session } from '../../../test/render';
import AiImageDialog from './AiImageDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONFIGURED = {
  enabled: true,
  promptMax: 1000,
  env: ['AI_IMAGES_URL', 'AI_IMAGES_KEY', 'AI_IMAGES_MODEL'],
};
const image = (id: string, prompt: string) => ({
  id,
  imageId: `${id}.png`,
  imageUrl: `/api/img/original/${id}.png`,
  prompt,
  createdAt: '2026-11-22T10:00:00.000Z',
});

async function openDialog() {
  const onApply = vi.fn();
  const onClose = vi.fn();
  await renderApp(<AiImageDialog open onClose={onClose} onApply={onApply} />);
  return { onApply, onClose };
}

describe('AI image dialog', () => {
  it('without a configured endpoint says how to enable it and offers nothing to generate', async () => {
    mockApi({
      '/api/auth/session': { session: session({ is_creator: true }) },
      '/api/ai/images/config': { ...CONFIGURED, enabled: false },
    });
    await openDialog();
    const howTo = await screen.findByTestId('ai-not-configured');
    expect(howTo.textContent).toBe(
      'AI images are not set up' +
        'This server has no AI image service yet. An administrator can enable it by setting AI_IMAGES_URL, AI_IMAGES_KEY, AI_IMAGES_MODEL (an OpenAI-compatible images endpoint) and restarting the server.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });

  it('makes an image from a prompt with progress, and Apply hands back its URL', async () => {
    let answer: (value: Response) => void = () => undefined;
    const calls = mockApi({
      '/api/auth/session': { session: session({ is_creator: true }) },
      '/api/ai/images/config': CONFIGURED,
      'GET /api/ai/images': { items: [image('old1', 'An older tiger')] },
    });
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        calls.push({ method: 'POST', path: '/api/ai/images', body: JSON.parse(String(init.body)) });
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      return mocked(input, init);
    });
    const { onApply } = await openDialog();
    const prompt = await screen.findByRole('textbox', { name: 'Describe the image' });
    await userEvent.type(prompt, '  A peach tiger ');
    expect(screen.getByText('16 / 1000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('progressbar', { name: /Generating your image/ })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/ai/images', body: { prompt: 'A peach tiger' } },
    ]);
    answer(
      new Response(JSON.stringify({ image: image('new1', 'A peach tiger') }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const result = await screen.findByTestId('ai-result');
    expect(result.querySelector('img')?.getAttribute('src')).toBe('/api/img/original/new1.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('/api/img/original/new1.png');
    // The recent images can be chosen again.
    await userEvent.click(screen.getByRole('button', { name: 'Use this image: An older tiger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('/api/img/original/old1.png');
  });

  it('asks for a description instead of sending an empty prompt', async () => {
    const calls = mockApi({
      '/api/auth/session': { session: session({ is_creator: true }) },
      '/api/ai/images/config': CONFIGURED,
      'GET /api/ai/images': { items: [] },
    });
    await openDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Describe the image you want.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's reason when it refuses (rate limit)", async () => {
    mockApi({
      '/api/auth/session': { session: session({ is_creator: true }) },
      '/api/ai/images/config': CONFIGURED,
      'GET /api/ai/images': { items: [] },
      'POST /api/ai/images': () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'rate_limited',
              message: 'You can generate 20 images per hour. Please try again later.',
            },
          }),
          { status: 429, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    await openDialog();
    await userEvent.type(await screen.findByRole('textbox'), 'A tiger');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The image could not be made. You can generate 20 images per hour. Please try again later.',
      ),
    );
    expect(screen.queryByTestId('ai-result')).toBeNull();
  });

  it('asks a guest to sign in', async () => {
    mockApi({ '/api/auth/session': { session: null }, '/api/ai/images/config': CONFIGURED });
    await openDialog();
    expect(
      await screen.findByText('Sign in to generate images. Every image you make is kept in your AI Studio.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
