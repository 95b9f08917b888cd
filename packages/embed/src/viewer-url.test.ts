import { expect, it } from 'vitest';
import { viewerUrl } from './index';

it('points at /viewer/ with the creation and instance ids, whatever path the origin carries', () => {
  expect(viewerUrl('https://atelier.example/shop', 'c 42', { instanceId: 'main' })).toBe(
    'https://atelier.example/viewer/?creation=c+42&instance=main',
  );
});

it('refuses an empty creation id', () => {
  expect(() => viewerUrl('https://atelier.example', '  ')).toThrow(
    'A creation id is required to embed the viewer.',
  );
});
