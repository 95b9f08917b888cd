import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Tile } from './Tile';

afterEach(cleanup);

it('is a link with its image, title, creator and price', () => {
  render(
    <Tile href="/?items=1" src="/a.jpg" alt="Hoodie" title="Hoodie" subtitle="Mei" price="HK$ 510.00" />,
  );
  const link = screen.getByRole('link');
  expect(link.getAttribute('href')).toBe('/?items=1');
  expect(link.textContent).toContain('HK$ 510.00');
  expect(screen.getByRole('img', { name: 'Hoodie' }).getAttribute('loading')).toBe('lazy');
});

it('hands plain clicks to onNavigate, keeps modified clicks for the browser', async () => {
  const onNavigate = vi.fn();
  render(<Tile href="/x" alt="X" title="X" onNavigate={onNavigate} priority src="/x.jpg" />);
  await userEvent.click(screen.getByRole('link'));
  expect(onNavigate).toHaveBeenCalledWith('/x', expect.anything());
  expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
});
