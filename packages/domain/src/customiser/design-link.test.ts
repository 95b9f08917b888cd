import { describe, expect, it } from 'vitest';
import { designIdOf, designPath } from './design-link';

const ID = `dg_${'a1b2c3d4'.repeat(4)}`;

describe('design links', () => {
  it("open the creation's page with the design's id and nothing else", () => {
    expect(designPath('ada', 'cr_1', ID)).toBe(`/ada/creation?creation_id=cr_1&design=${ID}`);
    expect(designPath('@ada', 'cr 1', ID)).toBe(`/ada/creation?creation_id=cr%201&design=${ID}`);
  });

  it("read a design id from a page's parameter, ignoring anything that is not one", () => {
    expect(designIdOf(ID)).toBe(ID);
    expect(designIdOf(null)).toBeNull();
    expect(designIdOf('dg_short')).toBeNull();
    expect(designIdOf(`${ID}x`)).toBeNull();
  });
});
