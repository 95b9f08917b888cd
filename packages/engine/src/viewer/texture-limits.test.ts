import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP_PLATFORM, type Platform } from '../services/services';
import { createTestServices } from '../test/services';
import { createTestViewer, show, testDesign } from '../test/viewer-fixture';
import type { Viewer } from './Viewer';
import {
  PHONE_PREVIEW_WIDTHS,
  PHONE_TEXTURE_LIMIT,
  limitRequestWidths,
  textureSizeLimit,
} from './texture-limits';

const PHONE: Platform = { mobile: true, ios: false, android: true };

describe('textureSizeLimit', () => {
  it('holds phones to 2048 px and every device to its GPU', () => {
    expect(textureSizeLimit(PHONE, 16384)).toBe(PHONE_TEXTURE_LIMIT);
    expect(textureSizeLimit(PHONE, 1024)).toBe(1024);
    expect(textureSizeLimit(DESKTOP_PLATFORM, 16384)).toBe(16384);
    expect(textureSizeLimit(DESKTOP_PLATFORM, 2048)).toBe(2048);
    expect(limitRequestWidths({ full: 4096, tiled: 1024 }, 2048)).toEqual({ full: 2048, tiled: 1024 });
  });
});

describe('Viewer: texture sizes by device', () => {
  let viewer: Viewer | undefined;
  afterEach(() => viewer?.dispose());

  /**
   * Shows the test garment with a decal; answers the widest width asked of the image helper, by
   * url (a phone also asks its first colours at preview widths: `previews`).
   */
  async function widthsAsked(platform: Platform, previews: Map<string, number> = new Map()) {
    const widths = new Map<string, number>();
    const services = createTestServices({
      resolveImageUrl: (url, width) => {
        widths.set(url, Math.max(width, widths.get(url) ?? 0));
        previews.set(url, Math.min(width, previews.get(url) ?? Infinity));
        return url;
      },
    });
    viewer = createTestViewer({ services, platform, textureRequestWidths: undefined });
    // The blue colourway shown: a tiled record beside the full-size red one.
    const design = await testDesign((c, g) => {
      c.groups![0]!.defaultOption = 'blue';
      c.decals = {
        placed: [{ value: 'd1', part_binding: 'body', material_config: { map: g.images.decal } }],
      };
    });
    await show(viewer, design);
    return widths;
  }

  it('asks for no image over 2048 px on a phone, and 4096 px ones on a desktop; tiles at 1024 on both', async () => {
    const phonePreviews = new Map<string, number>();
    const phone = await widthsAsked(PHONE, phonePreviews);
    expect(phone.size).toBeGreaterThan(1);
    expect(Math.max(...phone.values())).toBe(PHONE_TEXTURE_LIMIT);
    viewer!.dispose();
    const desktopSmallest = new Map<string, number>();
    const desktop = await widthsAsked(DESKTOP_PLATFORM, desktopSmallest);
    expect(Math.max(...desktop.values())).toBe(4096);
    // The test garment's blue cotton is a tiled record (scale 2).
    const blue = [...desktop].find(([, width]) => width === 1024)?.[0];
    expect(blue).toBeDefined();
    // Tiles stay at the width the demo's images are stored at: the image API answers them as
    // they are, where a smaller data map re-encoded would be larger (docs/decisions.md).
    expect(phone.get(blue!)).toBe(1024);
    // A phone's first look wore it at 200 px first (PHONE_PREVIEW_WIDTHS), a desktop's never.
    expect(phonePreviews.get(blue!)).toBe(PHONE_PREVIEW_WIDTHS.tiled);
    expect(Math.min(...desktopSmallest.values())).toBeGreaterThanOrEqual(1024);
  });
});
