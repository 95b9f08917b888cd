import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, renderApp, session } from '../test/render';
import { QuickLogin } from './QuickLogin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const ui = (
  <Routes>
    <Route
      path="*"
      element={
        <>
          <QuickLogin />
          <Where />
        </>
      }
    />
  </Routes>
);

it('opens on ?login=true, signs in, and closes itself about a second later clearing the parameter', async () => {
  let signedIn = false;
  mockApi({
    '/api/auth/session': () => ({ session: signedIn ? session() : null }),
    'POST /api/auth/sign-in': () => {
      signedIn = true;
      return { session: session() };
    },
  });
  await renderApp(ui, { route: '/shop?login=true' });
  expect(await screen.findByRole('dialog', { name: 'Welcome to Atelier' })).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Email'), 'shopper@atelier.test');
  await userEvent.type(screen.getByLabelText('Password'), 'atelier-demo');
  const submit = screen
    .getAllByRole('button', { name: 'Sign in' })
    .find((button) => button.getAttribute('type') === 'submit');
  await userEvent.click(submit as HTMLElement);
  expect(await screen.findByText('You are signed in.')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop'), { timeout: 3000 });
});

it('opens on #login and closes with Escape, clearing the hash', async () => {
  mockApi({ '/api/auth/session': { session: null } });
  await renderApp(ui, { route: '/cart#login' });
  expect(await screen.findByRole('dialog')).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart'));
});
