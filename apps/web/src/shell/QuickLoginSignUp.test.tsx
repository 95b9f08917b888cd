import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/render';
import { QuickLogin } from './QuickLogin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says to check the mail when the sign-up waits for its e-mail link (mail configured)', async () => {
  mockApi({
    '/api/auth/session': { session: null },
    'POST /api/auth/sign-up': {
      ok: true,
      confirmation: 'pending',
      email: 'new@atelier.test',
      message: 'Check your mail',
    },
  });
  await renderApp(
    <Routes>
      <Route path="*" element={<QuickLogin />} />
    </Routes>,
    { route: '/shop?login=true' },
  );
  await screen.findByRole('dialog', { name: 'Welcome to Atelier' });
  await userEvent.click(screen.getAllByRole('button', { name: 'Sign up' })[0] as HTMLElement);
  await userEvent.type(screen.getByLabelText('Name'), 'New Person');
  await userEvent.type(screen.getByLabelText('Handle'), 'new_person');
  await userEvent.type(screen.getByLabelText('Email'), 'new@atelier.test');
  await userEvent.type(screen.getByLabelText('Password'), 'a long password');
  const submit = screen
    .getAllByRole('button', { name: 'Sign up' })
    .find((button) => button.getAttribute('type') === 'submit');
  await userEvent.click(submit as HTMLElement);
  expect(
    await screen.findByText(
      'Check your mail: we have sent a link to new@atelier.test. Open it to finish creating your account.',
    ),
  ).toBeTruthy();
});
