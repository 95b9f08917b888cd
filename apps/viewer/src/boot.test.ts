import { expect, it } from 'vitest';
import { bootViewer } from './boot';

it('boots the 3D view and marks itself ready', () => {
  const root = document.createElement('div');
  root.style.width = '320px';
  root.style.height = '240px';
  document.body.append(root);
  const viewer = bootViewer(root);
  expect(viewer.state).toBe('ready');
  expect(root.dataset.state).toBe('ready');
  expect(root.querySelector('canvas')).not.toBeNull();
  expect(viewer.preview?.renderer.info.render.frame).toBe(1);
  viewer.preview?.dispose();
});
