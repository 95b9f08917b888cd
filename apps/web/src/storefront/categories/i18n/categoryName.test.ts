import { describe, expect, it } from 'vitest';
import { categoryName } from './index';

describe('category names (issue 18)', () => {
  it('translates the seeded categories by slug, English for a partly translated language', () => {
    expect(categoryName({ name: 'Men', value: 'men' }, 'ja')).toBe('メンズ');
    expect(categoryName({ name: 'Limited edition', value: 'limited-edition' }, 'de')).toBe(
      'Limitierte Auflage',
    );
    expect(categoryName({ name: 'Women', value: 'women' }, 'ar')).toBe('Women');
  });

  it("keeps a creator-made category's own name", () => {
    expect(categoryName({ name: 'Batik', value: 'batik' }, 'fr')).toBe('Batik');
  });
});
