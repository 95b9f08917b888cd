import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Bell } from 'lucide-react';
import { afterEach, expect, it, vi } from 'vitest';
import { BadgeButton } from './BadgeButton';

afterEach(cleanup);

it('is one button named by its label, with the count drawn (not read) over the icon', () => {
  const onClick = vi.fn();
  render(<BadgeButton icon={<Bell />} count={2} aria-label="Notifications (2 unread)" onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Notifications (2 unread)' });
  expect(button.getAttribute('type')).toBe('button');
  expect(button.textContent).toBe('');
  const badge = button.querySelector('.ui-badge-button__badge');
  expect(badge?.getAttribute('data-count')).toBe('2');
  expect(badge?.getAttribute('aria-hidden')).toBe('true');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
});

it('caps the count and draws nothing at zero', () => {
  const { container, rerender } = render(<BadgeButton icon={<Bell />} count={120} aria-label="Bell" />);
  expect(container.querySelector('[data-count]')?.getAttribute('data-count')).toBe('99+');
  rerender(<BadgeButton icon={<Bell />} count={12} max={9} aria-label="Bell" />);
  expect(container.querySelector('[data-count]')?.getAttribute('data-count')).toBe('9+');
  rerender(<BadgeButton icon={<Bell />} count={0} aria-label="Bell" />);
  expect(container.querySelector('[data-count]')).toBeNull();
});

it('passes props through, so a Radix trigger can drive it', () => {
  render(<BadgeButton icon={<Bell />} count={1} aria-label="Bell" aria-expanded="true" className="extra" />);
  const button = screen.getByRole('button', { name: 'Bell' });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.className).toBe('ui-button ui-badge-button extra');
});
