import type { Vec3 } from '@atelier/schema';

/**
 * 001 §4 the decal panel's readouts: the position readout scaled down for models in
 * large units, and the colour picker's hex value padded to 6 digits.
 */

/** 001 §4: the readout is scaled when any world coordinate exceeds this in absolute value. */
export const DECAL_READOUT_THRESHOLD = 15;
/** 001 §4: the scale applied then. */
export const DECAL_READOUT_SCALE = 0.015;

/** 001 §4: whether a world position needs the readout scale. */
export const needsReadoutScale = (position: Vec3): boolean =>
  Math.abs(position.x) > DECAL_READOUT_THRESHOLD ||
  Math.abs(position.y) > DECAL_READOUT_THRESHOLD ||
  Math.abs(position.z) > DECAL_READOUT_THRESHOLD;

/** 001 §4: the position readout: scaled by 0.015 when any coordinate exceeds 15 in absolute value. */
export const decalPositionReadout = (position: Vec3): Vec3 =>
  needsReadoutScale(position)
    ? {
        x: position.x * DECAL_READOUT_SCALE,
        y: position.y * DECAL_READOUT_SCALE,
        z: position.z * DECAL_READOUT_SCALE,
      }
    : { ...position };

/**
 * 001 §4: the colour picker's value as `#rrggbb`, padded with zeros to 6 digits: a
 * number (0xff -> '#0000ff') or hex text with or without '#' ('ff' -> '#0000ff').
 * Null for anything that is not 1 to 6 hex digits.
 */
export const padHexColor = (value: number | string): string | null => {
  const digits =
    typeof value === 'number'
      ? Number.isInteger(value) && value >= 0 && value <= 0xffffff
        ? value.toString(16)
        : ''
      : value.trim().replace(/^#/, '');
  return /^[0-9a-fA-F]{1,6}$/.test(digits) ? `#${digits.toLowerCase().padStart(6, '0')}` : null;
};

/** 001 §4: decal handle messages are throttled to one per 300 ms while dragging. */
export const DECAL_DRAG_THROTTLE_MS = 300;

/** The decal control overlay's handles. */
export type DecalHandle = 'rotate' | 'scale' | 'pan';

/** 001 §4: the viewer is restored 20 ms after a rotate and 200 ms after a scale or pan. */
export const decalRestoreDelayMs = (handle: DecalHandle): number => (handle === 'rotate' ? 20 : 200);
