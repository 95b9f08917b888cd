import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { CaptureInfoSchema, MEDIA_PLATE_TYPES, MediaPlateSchema, WaterflowConfigSchema } from './media-plate';

describe('Media plate (000 §3, 001 §3)', () => {
  it('001 §9: captureInfo defaults to 1920x1080, fov 75, auto_capture true', () => {
    expect(parseValid(CaptureInfoSchema, {})).toEqual({ auto_capture: true, size: [1920, 1080], fov: 75 });
  });

  it('001 §4: fit defaults to cover', () => {
    expect(parseValid(MediaPlateSchema, { id: 1714550400000, type: 'empty' }).fit).toBe('cover');
  });

  it('001 §4: fit is cover or contain', () => {
    expect(rejectedPaths(MediaPlateSchema, { ...fixtures.mediaPlate, fit: 'fill' })).toEqual(['fit']);
  });

  it('001 §3: the type is one of empty, image/link, image/upload, video, youtube, capture', () => {
    expect(MEDIA_PLATE_TYPES).toEqual(['empty', 'image/link', 'image/upload', 'capture', 'video', 'youtube']);
    expect(rejectedPaths(MediaPlateSchema, { ...fixtures.mediaPlate, type: 'image' })).toEqual(['type']);
  });

  it('001 §9: the id is a timestamp (a whole number of ms)', () => {
    expect(rejectedPaths(MediaPlateSchema, { ...fixtures.mediaPlate, id: 'abc' })).toEqual(['id']);
    expect(rejectedPaths(MediaPlateSchema, { ...fixtures.mediaPlate, id: 1.5 })).toEqual(['id']);
  });

  it('001 §3: the capture fov lies strictly between 0 and 180 degrees', () => {
    expect(rejectedPaths(CaptureInfoSchema, { fov: 0 })).toEqual(['fov']);
    expect(rejectedPaths(CaptureInfoSchema, { fov: 180 })).toEqual(['fov']);
  });

  it('001 §5: a capture size is 1..8192 px on each side', () => {
    expect(rejectedPaths(CaptureInfoSchema, { size: [0, 1080] })).toEqual(['size[0]']);
    expect(rejectedPaths(CaptureInfoSchema, { size: [1920, 9000] })).toEqual(['size[1]']);
  });

  it('001 §3: capture position and rotation are [x, y, z]', () => {
    expect(rejectedPaths(CaptureInfoSchema, { position: [0, 1] })).toEqual(['position']);
  });

  it('001 §3: waterflow_config.media_placement defaults to no plates', () => {
    expect(parseValid(WaterflowConfigSchema, {})).toEqual({ media_placement: [] });
  });
});
