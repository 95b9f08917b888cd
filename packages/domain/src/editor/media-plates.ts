import type { CaptureInfo, MediaFit, MediaPlate, MediaPlateType } from '@atelier/schema';
import { DEFAULT_CAPTURE_FOV, DEFAULT_CAPTURE_SIZE } from '@atelier/schema';
import type { Instant } from '../shared/time';
import { toMillis } from '../shared/time';

/**
 * 001 §2, §4, §5 the render gallery's media plates. Every operation takes the plate
 * list and returns a new one (the input is never modified), so a zustand + immer store
 * calls them as `state.item.waterflow_config.media_placement = moveMediaPlateUp(..., id)`.
 */

/** 001 §4: the types the editor's "Add" menu offers. */
export const EDITOR_PLATE_CHOICES = ['capture', 'image', 'youtube'] as const;
/** 001 §4: the types of the plate edit popup. */
export const POPUP_PLATE_CHOICES = ['image', 'video', 'youtube'] as const;
/** 001 §4: an image plate is a link or an upload. */
export const IMAGE_SUB_MODES = ['link', 'upload'] as const;

export type PlateChoice = (typeof EDITOR_PLATE_CHOICES)[number] | (typeof POPUP_PLATE_CHOICES)[number];
export type ImageSubMode = (typeof IMAGE_SUB_MODES)[number];

/**
 * 001 §4: the stored type of a chosen type and sub-mode; image without a sub-mode is
 * an upload.
 */
export const plateTypeOf = (choice: PlateChoice, subMode?: ImageSubMode): MediaPlateType =>
  choice === 'image' ? (subMode === 'link' ? 'image/link' : 'image/upload') : choice;

/** The choice and sub-mode a stored type shows as in the popup (empty shows as nothing chosen). */
export const plateChoiceOf = (
  type: MediaPlateType,
): { readonly choice: PlateChoice | null; readonly subMode: ImageSubMode | null } => {
  if (type === 'image/link') return { choice: 'image', subMode: 'link' };
  if (type === 'image/upload') return { choice: 'image', subMode: 'upload' };
  return { choice: type === 'empty' ? null : type, subMode: null };
};

/** 001 §4: a video plate shows a note that the feature is coming soon. */
export const isComingSoonPlateType = (type: MediaPlateType): boolean => type === 'video';

/**
 * 001 §9: a new plate's id is its timestamp. Two plates added in the same millisecond
 * would share an id, so the id is bumped past the largest one in use.
 */
export const nextMediaPlateId = (plates: readonly MediaPlate[], now: Instant): number =>
  plates.reduce((id, plate) => (plate.id >= id ? plate.id + 1 : id), Math.max(0, Math.floor(toMillis(now))));

/**
 * 001 §2, §9: adds a plate at the end: empty by default; a capture gets the default
 * capture (1920 x 1080, fov 75, auto capture).
 */
export const addMediaPlate = (
  plates: readonly MediaPlate[],
  options: { readonly now: Instant; readonly type?: MediaPlateType },
): MediaPlate[] => {
  const type = options.type ?? 'empty';
  const plate: MediaPlate = {
    id: nextMediaPlateId(plates, options.now),
    type,
    fit: 'cover',
    ...(type === 'capture'
      ? {
          captureInfo: {
            auto_capture: true,
            size: [DEFAULT_CAPTURE_SIZE[0], DEFAULT_CAPTURE_SIZE[1]],
            fov: DEFAULT_CAPTURE_FOV,
          },
        }
      : {}),
  };
  return [...plates, plate];
};

/** 001 §4: removes a plate (no change when it is not there). */
export const removeMediaPlate = (plates: readonly MediaPlate[], id: number): MediaPlate[] =>
  plates.filter((plate) => plate.id !== id);

const swap = (plates: readonly MediaPlate[], index: number, other: number): MediaPlate[] => {
  const result = [...plates];
  if (index < 0 || other < 0 || other >= plates.length) return result;
  result[index] = plates[other] as MediaPlate;
  result[other] = plates[index] as MediaPlate;
  return result;
};

/** 001 §4: moves a plate one place up; the first plate stays where it is. */
export const moveMediaPlateUp = (plates: readonly MediaPlate[], id: number): MediaPlate[] => {
  const index = plates.findIndex((plate) => plate.id === id);
  return swap(plates, index, index - 1);
};

/** 001 §4: moves a plate one place down; the last plate stays where it is. */
export const moveMediaPlateDown = (plates: readonly MediaPlate[], id: number): MediaPlate[] => {
  const index = plates.findIndex((plate) => plate.id === id);
  return index === -1 ? [...plates] : swap(plates, index, index + 1);
};

/** 001 §4: cover becomes contain and contain becomes cover. */
export const toggledFit = (fit: MediaFit): MediaFit => (fit === 'cover' ? 'contain' : 'cover');

/** 001 §4: toggles a plate's fit. */
export const toggleMediaPlateFit = (plates: readonly MediaPlate[], id: number): MediaPlate[] =>
  plates.map((plate) => (plate.id === id ? { ...plate, fit: toggledFit(plate.fit) } : plate));

/** 001 §2: the edit popup's changes (type, url, caption, capture) applied to one plate; the id stays. */
export const updateMediaPlate = (
  plates: readonly MediaPlate[],
  id: number,
  changes: Partial<Omit<MediaPlate, 'id'>>,
): MediaPlate[] => plates.map((plate) => (plate.id === id ? { ...plate, ...changes, id: plate.id } : plate));

/** 001 §4: the gallery's modes; pro adds the auto-capture toggle and manual capture. */
export const GALLERY_MODES = ['lite', 'pro'] as const;
export type GalleryMode = (typeof GALLERY_MODES)[number];

export const toggleGalleryMode = (mode: GalleryMode): GalleryMode => (mode === 'lite' ? 'pro' : 'lite');

export const galleryModeFeatures = (
  mode: GalleryMode,
): { readonly autoCaptureToggle: boolean; readonly manualCapture: boolean } => ({
  autoCaptureToggle: mode === 'pro',
  manualCapture: mode === 'pro',
});

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,}$/;

/**
 * 001 §5: a YouTube plate takes a watch-page link and reads its `v=` parameter.
 * Decision: short links (`youtu.be/{id}`) and `/shorts/{id}` are read too, since people
 * paste them as often. Null when no id is found.
 */
export const parseYouTubeVideoId = (link: string): string | null => {
  const text = link.trim();
  const queryAt = text.indexOf('?');
  if (queryAt !== -1) {
    const search = text.slice(queryAt + 1).split('#')[0] as string;
    for (const pair of search.split('&')) {
      const [name, value] = pair.split('=');
      if (name === 'v' && value !== undefined && YOUTUBE_ID.test(value)) return value;
    }
  }
  const path = /(?:youtu\.be\/|youtube\.com\/shorts\/)([A-Za-z0-9_-]+)/.exec(text);
  return path?.[1] !== undefined && YOUTUBE_ID.test(path[1]) ? path[1] : null;
};

/** The embed url of a YouTube video id, as the viewer's YouTube plates load it. */
export const youTubeEmbedUrl = (videoId: string): string =>
  `https://www.youtube.com/embed/${encodeURIComponent(videoId)}`;

/** 001 §3: a plate the refresh captures: a capture plate whose auto capture is not off. */
export const isAutoCapturePlate = (plate: MediaPlate): boolean =>
  plate.type === 'capture' && plate.captureInfo?.auto_capture !== false;

/** 001 §3 'Refresh all capture image': the plates it captures, in gallery order. */
export const autoCapturePlates = (plates: readonly MediaPlate[]): MediaPlate[] =>
  plates.filter(isAutoCapturePlate);

/** Splits plates into batches of at most `size` (the viewer captures a bounded number per call). */
export const plateBatches = (plates: readonly MediaPlate[], size: number): MediaPlate[][] => {
  const batches: MediaPlate[][] = [];
  const step = Math.max(1, Math.floor(size));
  for (let at = 0; at < plates.length; at += step) batches.push(plates.slice(at, at + step));
  return batches;
};

/**
 * 001 §3, §5: stores each captured image as its plate's url (a data URL, which the save
 * uploads first). Plates without an image in `captures` keep theirs.
 */
export const applyCapturedImages = (
  plates: readonly MediaPlate[],
  captures: readonly { readonly id: number; readonly url: string }[],
): MediaPlate[] =>
  plates.map((plate) => {
    const capture = captures.find((entry) => entry.id === plate.id);
    return capture === undefined ? plate : { ...plate, url: capture.url };
  });

/** The capture settings of a plate, with the defaults of 001 §9 where it has none. */
export const captureInfoOf = (plate: MediaPlate): CaptureInfo => ({
  auto_capture: plate.captureInfo?.auto_capture ?? true,
  size: plate.captureInfo?.size ?? [DEFAULT_CAPTURE_SIZE[0], DEFAULT_CAPTURE_SIZE[1]],
  ...(plate.captureInfo?.position === undefined ? {} : { position: plate.captureInfo.position }),
  ...(plate.captureInfo?.rotation === undefined ? {} : { rotation: plate.captureInfo.rotation }),
  fov: plate.captureInfo?.fov ?? DEFAULT_CAPTURE_FOV,
});

/** 001 §3: changes some of a capture plate's settings (size, position, rotation, fov, auto capture). */
export const updateCaptureInfo = (
  plates: readonly MediaPlate[],
  id: number,
  changes: Partial<CaptureInfo>,
): MediaPlate[] =>
  plates.map((plate) =>
    plate.id === id ? { ...plate, captureInfo: { ...captureInfoOf(plate), ...changes } } : plate,
  );

/**
 * 001 §7 'use the current camera': the plate captures from where the viewer's camera is
 * now (its position, rotation and field of view, as `getCameraPosRot` answers).
 */
export const captureFromCamera = (
  plates: readonly MediaPlate[],
  id: number,
  camera: {
    readonly position: readonly [number, number, number];
    readonly rotation: readonly [number, number, number];
    readonly fov: number;
  },
): MediaPlate[] =>
  updateCaptureInfo(plates, id, {
    position: [...camera.position],
    rotation: [...camera.rotation],
    fov: camera.fov,
  });
