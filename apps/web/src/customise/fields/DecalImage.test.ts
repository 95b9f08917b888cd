import { describe, expect, it } from 'vitest';
import { previewSrc } from './DecalImage';

describe('a decal option’s preview (002 §5)', () => {
  it('shows urls starting with http or our own paths, and stored images through the image API', () => {
    expect(previewSrc('https://cdn.example/star.png')).toBe('https://cdn.example/star.png');
    expect(previewSrc('/api/img/original/a.webp')).toBe('/api/img/original/a.webp');
    expect(previewSrc('abc123.png')).toMatch(/abc123\.png.*200|200.*abc123\.png/);
    expect(previewSrc('ftp://example/x.png')).toBeNull();
    expect(previewSrc('not an image')).toBeNull();
  });
});
