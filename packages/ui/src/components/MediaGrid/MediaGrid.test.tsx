import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MediaGrid, MediaGridItem } from './MediaGrid';

afterEach(cleanup);

it('lays items out in the given columns, with spanning items', () => {
  render(
    <MediaGrid columns={7} label="Creations" busy>
      <MediaGridItem>one</MediaGridItem>
      <MediaGridItem span={[3, 2]}>trend</MediaGridItem>
    </MediaGrid>,
  );
  const list = screen.getByRole('list', { name: 'Creations' });
  expect(list.style.getPropertyValue('--columns')).toBe('7');
  expect(list.getAttribute('aria-busy')).toBe('true');
  const [, trend] = screen.getAllByRole('listitem');
  expect(trend?.style.gridColumn).toContain('span 3');
  expect(trend?.style.gridRow).toContain('span 2');
});
