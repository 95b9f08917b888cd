import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithI18n as render } from '../../test/render';
import { HorizontalScroller } from './HorizontalScroller';

afterEach(cleanup);

it('scrolls by its step per arrow click', async () => {
  render(
    <HorizontalScroller label="Featured" step={300}>
      <li>One</li>
      <li>Two</li>
    </HorizontalScroller>,
  );
  const list = screen.getByRole('list', { name: 'Featured' });
  const scrollBy = vi.fn();
  list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
  Object.defineProperty(list, 'scrollWidth', { value: 1000 });
  Object.defineProperty(list, 'clientWidth', { value: 400 });
  list.dispatchEvent(new Event('scroll'));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
});

it('reads a row a few pixels from its edges (where snapping leaves it) as at them', () => {
  render(
    <HorizontalScroller label="Featured" step={300}>
      <li>One</li>
      <li>Two</li>
    </HorizontalScroller>,
  );
  const list = screen.getByRole('list', { name: 'Featured' });
  Object.defineProperty(list, 'scrollWidth', { value: 1000 });
  Object.defineProperty(list, 'clientWidth', { value: 400 });
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
  list.scrollLeft = 2;
  act(() => list.dispatchEvent(new Event('scroll')));
  expect(button('Previous').disabled).toBe(true);
  expect(button('Next').disabled).toBe(false);
  list.scrollLeft = 598;
  act(() => list.dispatchEvent(new Event('scroll')));
  expect(button('Previous').disabled).toBe(false);
  expect(button('Next').disabled).toBe(true);
});
