import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP_PLATFORM, type Platform } from '../services/services';
import { createTestServices } from '../test/services';
import { createTestViewer, show, testDesign } from '../test/viewer-fixture';
import type { Viewer } from './Viewer';
import { PHONE_TEXTURE_LIMIT, limitRequestWidths, textureSizeLimit } from './texture-limits';

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

  /** Shows the test garment with a decal; answers every width asked of the image helper, by url. */
  async function widthsAsked(platform: Platform): Promise<Map<string, number>> {
    const widths = new Map<string, number>();
    const services = createTestServices({
      resolveImageUrl: (url, width) => {
        widths.set(url, width);
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
    const phone = await widthsAsked(PHONE);
    expect(phone.size).toBeGreaterThan(1);
    expect(Math.max(...phone.values())).toBe(PHONE_TEXTURE_LIMIT);
    viewer!.dispose();
    const desktop = await widthsAsked(DESKTOP_PLATFORM);
    expect(Math.max(...desktop.values())).toBe(4096);
    // The test garment's blue cotton is a tiled record (scale 2).
    const blue = [...desktop].find(([, width]) => width === 1024)?.[0];
    expect(blue).toBeDefined();
    // Tiles stay at the width the demo's images are stored at: the image API answers them as
    // they are, where a smaller data map re-encoded would be larger (docs/decisions.md).
    expect(phone.get(blue!)).toBe(1024);
  });
});
