import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { renderWithI18n as render } from '../../test/render';
import { Popover } from './Popover';

afterEach(cleanup);

it('opens a labelled panel and closes on Escape, returning focus', async () => {
  const user = userEvent.setup();
  render(
    <Popover label="Notifications" trigger={<button type="button">Bell</button>}>
      <p>Nothing yet</p>
    </Popover>,
  );
  const trigger = screen.getByRole('button', { name: 'Bell' });
  await user.click(trigger);
  expect(screen.getByRole('dialog', { name: 'Notifications' }).textContent).toContain('Nothing yet');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(trigger);
});
