import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPrebuilds, studioProducer } from '../stories-support/fixtures';
import { mockApi, renderApp, session } from '../test/render';
import { PrebuildsPage } from './PrebuildsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const studio = { id: studioProducer.id, name: studioProducer.name, at_name: studioProducer.at_name };
const routes = (who: ReturnType<typeof session>) => ({
  '/api/auth/session': { session: who },
  '/api/producers': { data: [studio] },
  [`/api/producers/${studio.at_name}/prebuilds`]: studioPrebuilds,
});

describe('/prebuilds', () => {
  it("shows a creator every producer's prebuilds, each with 'Create' into a new creation", async () => {
    mockApi(routes(session({ is_creator: true })));
    await renderApp(<PrebuildsPage />, { route: '/prebuilds' });
    const first = studioPrebuilds.data[0]!;
    const create = await screen.findByRole('link', { name: `Create: ${first.name}` });
    expect(create.getAttribute('href')).toBe(`/editor?edit_type=creation&prebuild_id=${first.id}`);
    expect(screen.getByRole('heading', { name: new RegExp(studio.name) })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Edit: / })).toBeNull();
  });

  it("shows a member of the producer 'Edit' on its prebuilds, into the prebuild editor", async () => {
    mockApi(
      routes(
        session({
          userRoleInProducer: [{ role: 'owner', producer: studio }],
        }),
      ),
    );
    await renderApp(<PrebuildsPage />, { route: '/prebuilds' });
    const first = studioPrebuilds.data[0]!;
    const grid = await screen.findByRole('list', { name: new RegExp(studio.name) });
    const edit = await within(grid).findByRole('link', { name: `Edit: ${first.name}` });
    expect(edit.getAttribute('href')).toBe(`/editor?edit_type=prebuild&prebuild_id=${first.id}`);
    expect(within(grid).queryByRole('link', { name: /^Create: / })).toBeNull();
  });

  it('tells anyone else the page is for creators, with the way to become one', async () => {
    mockApi(routes(session()));
    await renderApp(<PrebuildsPage />, { route: '/prebuilds' });
    expect(await screen.findByRole('heading', { name: 'This page is for creators.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become creator' }).getAttribute('href')).toBe('/become_creator');
  });
});
