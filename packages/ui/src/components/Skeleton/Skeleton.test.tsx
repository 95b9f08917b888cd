import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

afterEach(cleanup);

it('holds the given space and is hidden from assistive technology', () => {
  const { container } = render(<Skeleton width={200} aspectRatio="4 / 5" />);
  const element = container.firstElementChild as HTMLElement;
  expect(element.getAttribute('aria-hidden')).toBe('true');
  expect(element.style.width).toBe('200px');
  expect(element.style.aspectRatio).toBe('4 / 5');
});
