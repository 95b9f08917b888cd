import { describe, expect, it } from 'vitest';
import {
  canvasTextureSize,
  clampImageQuality,
  conversionSize,
  dataUrlExtension,
  dataUrlPaths,
  fitWithin,
  isDataUrl,
  isSizingChartFile,
  shadowMapSize,
  storedImageName,
  textureWidth,
} from './images';

describe('001 §5, §7 uploads on save', () => {
  it('recognises data URLs', () => {
    expect(isDataUrl('data:image/png;base64,iVBOR')).toBe(true);
    expect(isDataUrl('capture-front.webp')).toBe(false);
  });

  it('finds every data URL of a document, with its path', () => {
    const png = 'data:image/png;base64,iVBOR';
    expect(
      dataUrlPaths({
        waterflow_config: { media_placement: [{ url: 'a.png' }, { url: png, caption: 'data: not a url' }] },
        sizing: { chart_url: png },
        count: 3,
        empty: null,
      }),
    ).toEqual(['waterflow_config.media_placement[1].url', 'sizing.chart_url']);
    expect(dataUrlPaths([png, 'b.png'], 'images')).toEqual(['images[0]']);
    expect(dataUrlPaths(png)).toEqual(['']);
    expect(dataUrlPaths({ decals: { placed: [] } })).toEqual([]);
  });

  it('stores the last path segment of the answered imageUrl', () => {
    expect(storedImageName('/api/img/original/k3x9.png')).toBe('k3x9.png');
    expect(storedImageName('https://cdn.example.com/a/b/c.jpg?w=1')).toBe('c.jpg');
    expect(storedImageName('plain.webp')).toBe('plain.webp');
  });

  it('names the upload after the media type', () => {
    expect(dataUrlExtension('data:image/jpeg;base64,x')).toBe('jpg');
    expect(dataUrlExtension('data:image/svg+xml,<svg/>')).toBe('svg');
    expect(dataUrlExtension('data:image/webp;base64,x')).toBe('webp');
    expect(dataUrlExtension('data:;base64,x')).toBe('png');
  });
});

describe('001 §5 image conversion limits', () => {
  it('clamps quality to 0-1', () => {
    expect([-1, 0.8, 2, Number.NaN].map(clampImageQuality)).toEqual([0, 0.8, 1, 1]);
  });

  it('downscales images over 8192 px to 4096, with a warning', () => {
    expect(conversionSize({ width: 10000, height: 5000 })).toEqual({
      size: { width: 4096, height: 2048 },
      downscaled: true,
    });
    expect(conversionSize({ width: 8192, height: 100 })).toEqual({
      size: { width: 8192, height: 100 },
      downscaled: false,
    });
  });

  it('shrinks a sizing chart so its longest side is at most 1200 px; accepts .jpg, .jpeg and .png', () => {
    expect(fitWithin({ width: 900, height: 2400 }, 1200)).toEqual({ width: 450, height: 1200 });
    expect(fitWithin({ width: 5000, height: 1 }, 1200)).toEqual({ width: 1200, height: 1 });
    expect(fitWithin({ width: 800, height: 600 }, 1200)).toEqual({ width: 800, height: 600 });
    expect(['chart.JPG', 'chart.jpeg', 'chart.png', 'chart.webp', 'png'].map(isSizingChartFile)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('000 §9, 001 §9 texture sizes', () => {
  it('4096 if scale is 1 or for decals, else 1024; canvas 1024 on mobile; shadow map 512 on iOS and Android', () => {
    expect(textureWidth(1)).toBe(4096);
    expect(textureWidth(2)).toBe(1024);
    expect(textureWidth(undefined, true)).toBe(4096);
    expect(canvasTextureSize(true)).toBe(1024);
    expect(canvasTextureSize(false)).toBe(4096);
    expect(shadowMapSize('ios')).toBe(512);
    expect(shadowMapSize('android')).toBe(512);
    expect(shadowMapSize('other')).toBe(4096);
  });
});
