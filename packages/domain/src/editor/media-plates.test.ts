import type { MediaPlate } from '@atelier/schema';
import { MediaPlateSchema, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EDITOR_PLATE_CHOICES,
  POPUP_PLATE_CHOICES,
  addMediaPlate,
  applyCapturedImages,
  autoCapturePlates,
  captureFromCamera,
  captureInfoOf,
  galleryModeFeatures,
  isComingSoonPlateType,
  moveMediaPlateDown,
  moveMediaPlateUp,
  nextMediaPlateId,
  parseYouTubeVideoId,
  plateBatches,
  plateChoiceOf,
  plateTypeOf,
  removeMediaPlate,
  toggleGalleryMode,
  toggleMediaPlateFit,
  updateCaptureInfo,
  updateMediaPlate,
  youTubeEmbedUrl,
} from './media-plates';

const plate = (id: number): MediaPlate => ({ id, type: 'image/upload', url: `${id}.webp`, fit: 'cover' });
const three = [plate(1), plate(2), plate(3)];
const ids = (plates: MediaPlate[]) => plates.map((p) => p.id);

describe('001 §2, §9 adding and removing plates', () => {
  it('adds an empty plate whose id is the timestamp', () => {
    const added = addMediaPlate([], { now: 1714550400000 });
    expect(added).toEqual([{ id: 1714550400000, type: 'empty', fit: 'cover' }]);
    expect(MediaPlateSchema.safeParse(added[0]).success).toBe(true);
  });

  it('adds a capture with the default capture (1920 x 1080, fov 75, auto)', () => {
    const [capture] = addMediaPlate([], { now: new Date(5), type: 'capture' });
    expect(capture?.captureInfo).toEqual({ auto_capture: true, size: [1920, 1080], fov: 75 });
  });

  it('DECISIONS: ids stay unique when two plates are added in the same millisecond', () => {
    const once = addMediaPlate([plate(10)], { now: 10 });
    expect(ids(once)).toEqual([10, 11]);
    expect(nextMediaPlateId([plate(3)], 50)).toBe(50);
  });

  it('removes a plate, and nothing when it is not there', () => {
    expect(ids(removeMediaPlate(three, 2))).toEqual([1, 3]);
    expect(ids(removeMediaPlate(three, 9))).toEqual([1, 2, 3]);
  });
});

describe('001 §4 moving plates up and down', () => {
  it('moves a plate one place', () => {
    expect(ids(moveMediaPlateUp(three, 2))).toEqual([2, 1, 3]);
    expect(ids(moveMediaPlateDown(three, 2))).toEqual([1, 3, 2]);
  });

  it('moving the first plate up or the last one down does nothing', () => {
    expect(ids(moveMediaPlateUp(three, 1))).toEqual([1, 2, 3]);
    expect(ids(moveMediaPlateDown(three, 3))).toEqual([1, 2, 3]);
    expect(ids(moveMediaPlateUp(three, 9))).toEqual([1, 2, 3]);
    expect(ids(moveMediaPlateDown(three, 9))).toEqual([1, 2, 3]);
  });

  it('never modifies the input', () => {
    const input = [plate(1), plate(2)];
    moveMediaPlateDown(input, 1);
    expect(ids(input)).toEqual([1, 2]);
  });

  it('property: moving keeps the set of plates', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(1000), { maxLength: 12 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(1000)), { maxLength: 20 }),
        (plateIds, moves) => {
          let plates = plateIds.map(plate);
          for (const [up, id] of moves)
            plates = up ? moveMediaPlateUp(plates, id) : moveMediaPlateDown(plates, id);
          expect([...ids(plates)].sort()).toEqual([...plateIds].sort());
        },
      ),
    );
  });
});

describe('001 §4 fit toggle', () => {
  it('toggles cover and contain', () => {
    const once = toggleMediaPlateFit(three, 2);
    expect(once[1]?.fit).toBe('contain');
    expect(toggleMediaPlateFit(once, 2)[1]?.fit).toBe('cover');
    expect(once[0]?.fit).toBe('cover');
  });
});

describe('001 §4 types and sub-modes', () => {
  it('the editor offers capture, image and youtube; the popup image, video and youtube', () => {
    expect(EDITOR_PLATE_CHOICES).toEqual(['capture', 'image', 'youtube']);
    expect(POPUP_PLATE_CHOICES).toEqual(['image', 'video', 'youtube']);
  });

  it('image is link or upload; image without a sub-mode is upload', () => {
    expect(plateTypeOf('image', 'link')).toBe('image/link');
    expect(plateTypeOf('image', 'upload')).toBe('image/upload');
    expect(plateTypeOf('image')).toBe('image/upload');
    expect(plateTypeOf('youtube')).toBe('youtube');
    expect(plateTypeOf('capture')).toBe('capture');
  });

  it('reads a stored type back as choice and sub-mode', () => {
    expect(plateChoiceOf('image/link')).toEqual({ choice: 'image', subMode: 'link' });
    expect(plateChoiceOf('image/upload')).toEqual({ choice: 'image', subMode: 'upload' });
    expect(plateChoiceOf('video')).toEqual({ choice: 'video', subMode: null });
    expect(plateChoiceOf('empty')).toEqual({ choice: null, subMode: null });
  });

  it('video shows the coming-soon note', () => {
    expect(isComingSoonPlateType('video')).toBe(true);
    expect(isComingSoonPlateType('youtube')).toBe(false);
  });

  it('updates a plate from the edit popup, keeping its id', () => {
    const updated = updateMediaPlate([fixtures.mediaPlate], fixtures.mediaPlate.id, {
      caption: 'Back',
      id: 5,
    } as never);
    expect(updated[0]).toMatchObject({ id: fixtures.mediaPlate.id, caption: 'Back' });
    expect(updateMediaPlate(three, 2, { caption: 'Two' }).map((p) => p.caption)).toEqual([
      undefined,
      'Two',
      undefined,
    ]);
  });

  it('gallery mode toggles lite and pro; pro adds auto capture and manual capture', () => {
    expect(toggleGalleryMode('lite')).toBe('pro');
    expect(toggleGalleryMode('pro')).toBe('lite');
    expect(galleryModeFeatures('pro')).toEqual({ autoCaptureToggle: true, manualCapture: true });
    expect(galleryModeFeatures('lite')).toEqual({ autoCaptureToggle: false, manualCapture: false });
  });
});

describe('001 §5 YouTube v= parsing', () => {
  it('reads the v= parameter of a watch-page link', () => {
    expect(parseYouTubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(parseYouTubeVideoId('https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42#x')).toBe(
      'dQw4w9WgXcQ',
    );
  });

  it('DECISIONS: also reads youtu.be and shorts links', () => {
    expect(parseYouTubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ');
    expect(parseYouTubeVideoId('https://youtube.com/shorts/abcDEF12345')).toBe('abcDEF12345');
  });

  it('answers null without an id', () => {
    expect(parseYouTubeVideoId('https://www.youtube.com/watch?list=PL1')).toBeNull();
    expect(parseYouTubeVideoId('https://www.youtube.com/watch?v=')).toBeNull();
    expect(parseYouTubeVideoId('not a link')).toBeNull();
  });

  it('builds the embed url', () => {
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });
});

describe('001 §3, §7 capture plates', () => {
  const capture = (id: number, auto?: boolean): MediaPlate => ({
    id,
    type: 'capture',
    fit: 'cover',
    ...(auto === undefined ? {} : { captureInfo: { auto_capture: auto, size: [800, 600], fov: 50 } }),
  });

  it('captures the capture plates whose auto capture is not off', () => {
    const plates = [capture(1), plate(2), capture(3, false), capture(4, true)];
    expect(ids(autoCapturePlates(plates))).toEqual([1, 4]);
  });

  it('splits plates into bounded batches', () => {
    const plates = [plate(1), plate(2), plate(3)];
    expect(plateBatches(plates, 2).map(ids)).toEqual([[1, 2], [3]]);
    expect(plateBatches([], 2)).toEqual([]);
    expect(plateBatches(plates, 0).map(ids)).toEqual([[1], [2], [3]]);
  });

  it('stores each captured image as its plate url', () => {
    const plates = [capture(1), capture(2)];
    const result = applyCapturedImages(plates, [{ id: 2, url: 'data:image/webp;base64,AAAA' }]);
    expect(result[0]).toBe(plates[0]);
    expect(result[1]?.url).toBe('data:image/webp;base64,AAAA');
  });

  it('fills missing capture settings with the defaults', () => {
    expect(captureInfoOf(capture(1))).toEqual({ auto_capture: true, size: [1920, 1080], fov: 75 });
    expect(captureInfoOf(capture(1, false))).toEqual({ auto_capture: false, size: [800, 600], fov: 50 });
  });

  it('changes some settings and keeps the others', () => {
    const [changed] = updateCaptureInfo([capture(1)], 1, { size: [640, 480] });
    expect(changed?.captureInfo).toEqual({ auto_capture: true, size: [640, 480], fov: 75 });
    expect(updateCaptureInfo([plate(2)], 1, { fov: 30 })).toEqual([plate(2)]);
  });

  it('takes the current camera', () => {
    const [changed] = captureFromCamera([capture(1, true)], 1, {
      position: [1, 2, 3],
      rotation: [0.1, 0.2, 0.3],
      fov: 40,
    });
    expect(changed?.captureInfo).toEqual({
      auto_capture: true,
      size: [800, 600],
      position: [1, 2, 3],
      rotation: [0.1, 0.2, 0.3],
      fov: 40,
    });
    expect(captureInfoOf(changed as MediaPlate).position).toEqual([1, 2, 3]);
  });
});
