import { beforeEach, describe, expect, it } from 'vitest';
import { deviceDesignOf, deviceToken, forgetDesign, rememberDesign } from './deviceDesigns';

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
});
