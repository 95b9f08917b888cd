import { createPreview, type Preview } from '@atelier/engine';

export type ViewerState = 'loading' | 'ready' | 'error';

export interface BootedViewer {
  state: ViewerState;
  preview?: Preview;
}

function hasWebGL2(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

/** Boots the 3D view inside `root` and reports its state on `root.dataset.state`. */
export function bootViewer(root: HTMLElement): BootedViewer {
  root.dataset.state = 'loading';
  if (!hasWebGL2()) {
    root.dataset.state = 'error';
    const message = document.createElement('p');
    message.className = 'viewer-error';
    message.setAttribute('role', 'alert');
    message.textContent = 'This browser cannot show 3D (WebGL 2 is unavailable).';
    root.replaceChildren(message);
    return { state: 'error' };
  }
  const canvas = document.createElement('canvas');
  root.replaceChildren(canvas);
  const width = Math.max(1, root.clientWidth);
  const height = Math.max(1, root.clientHeight);
  const preview = createPreview({
    canvas,
    width: width * devicePixelRatio,
    height: height * devicePixelRatio,
  });
  preview.render();
  new ResizeObserver(() => {
    preview.renderer.setSize(
      root.clientWidth * devicePixelRatio,
      root.clientHeight * devicePixelRatio,
      false,
    );
    preview.render();
  }).observe(root);
  root.dataset.state = 'ready';
  return { state: 'ready', preview };
}
