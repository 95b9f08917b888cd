import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECAL_DRAG_THROTTLE_MS,
  decalPositionReadout,
  decalRestoreDelayMs,
  needsReadoutScale,
  padHexColor,
} from './decal-readout';

describe('001 §4 decal position readout', () => {
  it('is scaled by 0.015 when any coordinate exceeds 15 in absolute value', () => {
    expect(decalPositionReadout({ x: 20, y: 100, z: -2 })).toEqual({ x: 0.3, y: 1.5, z: -0.03 });
    expect(decalPositionReadout({ x: 0, y: 0, z: -16 })).toEqual({ x: 0, y: 0, z: -0.24 });
  });

  it('is unchanged otherwise (15 itself does not exceed 15)', () => {
    expect(decalPositionReadout({ x: 15, y: -15, z: 1 })).toEqual({ x: 15, y: -15, z: 1 });
    expect(needsReadoutScale({ x: 0, y: 15.01, z: 0 })).toBe(true);
  });

  it('property: the readout never exceeds 15 unless scaled from above 1000', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (v) => {
        const readout = decalPositionReadout({ x: v, y: 0, z: 0 });
        expect(Math.abs(readout.x)).toBeLessThanOrEqual(15);
      }),
    );
  });
});

describe('001 §4 colour picker hex padding', () => {
  it('pads to 6 digits with zeros', () => {
    expect(padHexColor(0xff)).toBe('#0000ff');
    expect(padHexColor(0)).toBe('#000000');
    expect(padHexColor('ff')).toBe('#0000ff');
    expect(padHexColor('#ABC')).toBe('#000abc');
    expect(padHexColor('#1f2a44')).toBe('#1f2a44');
  });

  it('rejects values that are not 1 to 6 hex digits', () => {
    expect(padHexColor(-1)).toBeNull();
    expect(padHexColor(0x1000000)).toBeNull();
    expect(padHexColor(1.5)).toBeNull();
    expect(padHexColor('xyz')).toBeNull();
    expect(padHexColor('')).toBeNull();
  });
});

describe('001 §4 decal handle drags', () => {
  it('throttles at 300 ms and restores after 20 ms (rotate) or 200 ms (scale, pan)', () => {
    expect(DECAL_DRAG_THROTTLE_MS).toBe(300);
    expect(decalRestoreDelayMs('rotate')).toBe(20);
    expect(decalRestoreDelayMs('scale')).toBe(200);
    expect(decalRestoreDelayMs('pan')).toBe(200);
  });
});
