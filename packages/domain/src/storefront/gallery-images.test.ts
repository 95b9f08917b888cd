import { describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_WIDTHS, galleryImageSources } from './gallery-images';

describe('000 §9 gallery image widths', () => {
  it('serves 500, 800, 1200 and 1500 px, 1200 by default', () => {
    expect(GALLERY_IMAGE_WIDTHS).toEqual([500, 800, 1200, 1500]);
    expect(galleryImageSources('/api/img/original/a.png')).toEqual({
      src: '/api/img/original/a.png?w=1200',
      srcSet:
        '/api/img/original/a.png?w=500 500w, /api/img/original/a.png?w=800 800w, /api/img/original/a.png?w=1200 1200w, /api/img/original/a.png?w=1500 1500w',
      sizes: '(max-width: 900px) 100vw, 55vw',
    });
  });

  it('keeps an address the image helper does not serve as it is', () => {
    expect(galleryImageSources('https://example.com/a.png').src).toBe('https://example.com/a.png');
    expect(galleryImageSources('/uploads/a.png').srcSet).toBe(
      '/uploads/a.png 500w, /uploads/a.png 800w, /uploads/a.png 1200w, /uploads/a.png 1500w',
    );
  });
});
