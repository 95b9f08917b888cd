import { describe, expect, it } from 'vitest';
import { readViewerParams, viewerUrl } from './viewer-url';

describe('viewer address', () => {
  it('points at /viewer/ with the creation, instance and host, whatever path the origin carries', () => {
    expect(
      viewerUrl('https://atelier.example/shop', {
        creationId: 'c 42',
        instanceId: 'main',
        hostOrigin: 'https://shop.example',
      }),
    ).toBe('https://atelier.example/viewer/?creation=c+42&instance=main&host=https%3A%2F%2Fshop.example');
    expect(viewerUrl('https://atelier.example')).toBe('https://atelier.example/viewer/');
  });

  it('refuses an empty creation id', () => {
    expect(() => viewerUrl('https://atelier.example', { creationId: '  ' })).toThrow(
      'A creation id is required to embed the viewer.',
    );
  });

  it('is read back by the viewer page', () => {
    const address = viewerUrl('https://atelier.example', {
      creationId: 'c42',
      instanceId: 'left',
      hostOrigin: 'https://shop.example',
    });
    expect(readViewerParams(address)).toEqual({
      creationId: 'c42',
      instanceId: 'left',
      hostOrigin: 'https://shop.example',
    });
    expect(readViewerParams('?creation=c42')).toEqual({
      creationId: 'c42',
      instanceId: 'default',
      hostOrigin: null,
    });
  });

  it('ignores a host that is not an origin', () => {
    expect(readViewerParams('?host=https%3A%2F%2Fshop.example%2Fpage').hostOrigin).toBeNull();
    expect(readViewerParams('?host=javascript%3Aalert(1)').hostOrigin).toBeNull();
    expect(readViewerParams(`?instance=${'x'.repeat(65)}`).instanceId).toBe('default');
  });
});
