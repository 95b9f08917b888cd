import { describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_WIDTHS, GRID_IMAGE_WIDTHS, gridSizes, responsiveImage } from './imageSrcset';

/** Widths in a srcset, in order. */
const widths = (srcset: string | undefined) =>
  (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')));

describe('storefront image widths (000 §9: gallery 1500 and 1200, thumbnails 500)', () => {
  it('offers a grid tile the thumbnail and both gallery widths, smallest as src', () => {
    const image = responsiveImage('cr-photo.jpg', '15vw');
    expect(widths(image.srcSet)).toEqual([500, 1200, 1500]);
    expect(image.srcSet).toBe(
      '/api/img/original/cr-photo.jpg?w=500 500w, /api/img/original/cr-photo.jpg?w=1200 1200w, ' +
        '/api/img/original/cr-photo.jpg?w=1500 1500w',
    );
    expect(image.src).toBe('/api/img/original/cr-photo.jpg?w=500');
    expect(image.sizes).toBe('15vw');
    expect(GRID_IMAGE_WIDTHS).toEqual([500, 1200, 1500]);
  });

  it('offers the Gallery its two widths', () => {
    expect(widths(responsiveImage('g.jpg', '50vw', GALLERY_IMAGE_WIDTHS).srcSet)).toEqual([1200, 1500]);
    expect(responsiveImage('/api/img/original/g.jpg', '50vw', GALLERY_IMAGE_WIDTHS).src).toBe(
      '/api/img/original/g.jpg?w=1200',
    );
  });

  it('leaves remote, inline and missing images to src alone', () => {
    expect(responsiveImage('https://cdn.example/a.jpg', '15vw')).toEqual({
      src: 'https://cdn.example/a.jpg',
      srcSet: undefined,
      sizes: undefined,
    });
    expect(responsiveImage(null, '15vw')).toEqual({ src: undefined, srcSet: undefined, sizes: undefined });
  });

  it('sizes a tile by the columns it spans, never wider than the window', () => {
    expect(gridSizes(7)).toBe('15vw');
    expect(gridSizes(3)).toBe('34vw');
    expect(gridSizes(7, 2)).toBe('29vw');
    expect(gridSizes(3, 5)).toBe('100vw');
  });
});
