import { describe, expect, it } from 'vitest';
import { detectArViewer } from './ar-viewer';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

describe('detectArViewer', () => {
  it('an Android touch device opens Scene Viewer; a touch device with rel="ar" Quick Look', () => {
    expect(detectArViewer(ANDROID, 5, false)).toBe('scene-viewer');
    expect(detectArViewer(IPHONE, 5, true)).toBe('quick-look');
  });

  it('no AR without touch, or on a touch device that offers neither', () => {
    expect(detectArViewer(ANDROID, 0, true)).toBeNull();
    expect(detectArViewer(IPHONE, 5, false)).toBeNull();
  });
});
