import { beforeEach, describe, expect, it } from 'vitest';
import {
  deviceDesignOf,
  deviceDesigns,
  deviceToken,
  forgetDesign,
  forgetDeviceDesign,
  rememberDesign,
} from './deviceDesigns';

const ID = `dg_${'a1b2c3d4'.repeat(4)}`;

describe("a guest's designs on this device", () => {
  beforeEach(() => localStorage.clear());

  it("remembers the creation's last design and its write token, and forgets them together", () => {
    expect(deviceDesignOf('cr_1')).toBeNull();
    rememberDesign('cr_1', ID, 'token123');
    expect(deviceDesignOf('cr_1')).toBe(ID);
    expect(deviceToken(ID)).toBe('token123');
    // Saving again (an update answers no token) keeps the token it has.
    rememberDesign('cr_1', ID);
    expect(deviceToken(ID)).toBe('token123');
    forgetDesign('cr_1', ID);
    expect(deviceDesignOf('cr_1')).toBeNull();
    expect(deviceToken(ID)).toBeNull();
  });

  it("keeps another creation's design when one is forgotten", () => {
    rememberDesign('cr_1', ID, 't1');
    forgetDesign('cr_2', ID);
    expect(deviceDesignOf('cr_1')).toBe(ID);
  });

  it('lists the designs it can claim, and forgets a claimed one everywhere it is kept', () => {
    const other = `dg_${'e5f6g7h8'.repeat(4)}`;
    rememberDesign('cr_1', ID, 't1');
    rememberDesign('cr_2', ID);
    rememberDesign('cr_3', other, 't3');
    localStorage.setItem('atelier.unrelated', 'x');
    expect(deviceDesigns().sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: ID, token: 't1' },
      { id: other, token: 't3' },
    ]);
    forgetDeviceDesign(ID);
    expect(deviceDesigns()).toEqual([{ id: other, token: 't3' }]);
    expect(deviceDesignOf('cr_1')).toBeNull();
    expect(deviceDesignOf('cr_2')).toBeNull();
    expect(deviceDesignOf('cr_3')).toBe(other);
    expect(localStorage.getItem('atelier.unrelated')).toBe('x');
  });
});
