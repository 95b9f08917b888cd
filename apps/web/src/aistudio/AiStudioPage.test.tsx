import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, session } from '../test/render';
import { AiStudioPage } from './AiStudioPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONFIGURED = {
  enabled: true,
  promptMax: 1000,
  env: ['AI_IMAGES_URL', 'AI_IMAGES_KEY', 'AI_IMAGES_MODEL'],
};

describe('/aistudio', () => {
  it('shows a creator the empty library, then each image they generate, newest first', async () => {
    mockApi({
      '/api/auth/session': { session: session({ is_creator: true }) },
      '/api/ai/images/config': CONFIGURED,
      'GET /api/ai/images': { items: [] },
      'POST /api/ai/images': () =>
        new Response(
          JSON.stringify({
            image: {
              id: 'ai1',
              imageId: 'a1.png',
              imageUrl: '/api/img/original/a1.png',
              prompt: 'Linen weave',
              createdAt: '2026-11-22T10:00:00.000Z',
            },
          }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    await renderApp(<AiStudioPage />, { route: '/aistudio' });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Studio' })).toBeTruthy();
    expect(await screen.findByText('No images yet')).toBeTruthy();
    expect(screen.getByText('Describe an image above and press Generate.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the image' }), 'Linen weave');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const library = await screen.findByTestId('aistudio-library');
    const link = within(library).getByRole('link', { name: 'Open full size: Linen weave' });
    expect(link.getAttribute('href')).toBe('/api/img/original/a1.png');
    expect(screen.queryByText('No images yet')).toBeNull();
  });

  it('says how to enable generation when the server has no endpoint, and still lists earlier images', async () => {
    mockApi({
      '/api/auth/session': { session: session({ is_creator: true }) },
      '/api/ai/images/config': { ...CONFIGURED, enabled: false },
      'GET /api/ai/images': { items: [] },
    });
    await renderApp(<AiStudioPage />, { route: '/aistudio' });
    expect((await screen.findByTestId('ai-not-configured')).textContent).toContain('AI_IMAGES_URL');
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    expect(await screen.findByText('No images yet')).toBeTruthy();
  });

  it('is for creators only', async () => {
    mockApi({ '/api/auth/session': { session: session() } });
    await renderApp(<AiStudioPage />, { route: '/aistudio' });
    expect(await screen.findByText('This page is for creators.')).toBeTruthy();
  });
});
