import { afterEach, describe, expect, it } from 'vitest';
import { POSTER_CLASS, ViewerChrome } from './ui';

afterEach(() => document.body.replaceChildren());

function makeRoot(inner = ''): HTMLElement {
  const root = document.createElement('div');
  root.id = 'viewer';
  root.innerHTML = inner;
  document.body.append(root);
  return root;
}

describe('ViewerChrome: the poster', () => {
  it('keeps the poster the server wrote, over the canvas and under the progress bar', () => {
    const root = makeRoot(
      `<img class="${POSTER_CLASS}" alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
    );
    const written = root.querySelector('img')!;
    const chrome = new ViewerChrome(root);
    expect(root.querySelector('img')).toBe(written);
    expect([...root.children].map((child) => child.className).slice(0, 3)).toEqual([
      'viewer-canvas',
      POSTER_CLASS,
      'viewer-progress',
    ]);
    // One poster: the context's, when the page already carries it, adds none.
    chrome.showPoster({ src: '/api/img/original/other?w=1024' });
    expect(root.querySelectorAll('img')).toHaveLength(1);
    chrome.modelDrawn();
    expect(written.dataset.poster).toBe('gone');
    expect(root.dataset.drawn).toBe('model');
  });

  it("shows the context's poster when the page carried none, with its srcset", () => {
    const root = makeRoot();
    const chrome = new ViewerChrome(root);
    expect(root.querySelector('img')).toBeNull();
    chrome.showPoster({ src: '/api/img/original/c?w=1024', srcset: '/api/img/original/c?w=480 480w' });
    const poster = root.querySelector<HTMLImageElement>(`img.${POSTER_CLASS}`)!;
    expect(poster.getAttribute('src')).toBe('/api/img/original/c?w=1024');
    expect(poster.getAttribute('srcset')).toBe('/api/img/original/c?w=480 480w');
    expect(poster.alt).toBe('');
    expect(poster.previousElementSibling).toBe(chrome.canvas);
  });

  it('without a poster, the first frame is marked all the same', () => {
    const root = makeRoot();
    new ViewerChrome(root).modelDrawn();
    expect(root.querySelector('img')).toBeNull();
    expect(root.dataset.drawn).toBe('model');
  });
});
