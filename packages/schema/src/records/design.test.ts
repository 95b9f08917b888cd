import { describe, expect, it } from 'vitest';
import { DesignBodySchema, DesignIdSchema } from './design';

describe('design', () => {
  it('takes only long random ids', () => {
    expect(DesignIdSchema.safeParse(`dg_${'a'.repeat(32)}`).success).toBe(true);
    expect(DesignIdSchema.safeParse('dg_abc').success).toBe(false);
    // "i", "l", "o" and "u" are not base32 digits: a typed-in look-alike is refused.
    expect(DesignIdSchema.safeParse(`dg_${'l'.repeat(32)}`).success).toBe(false);
    expect(DesignIdSchema.safeParse(`cr_${'a'.repeat(32)}`).success).toBe(false);
  });

  it('takes a creation and its answers, nothing else', () => {
    expect(DesignBodySchema.safeParse({ creationId: 'cr_1', answers: { field_colour: 'red' } }).success).toBe(
      true,
    );
    expect(DesignBodySchema.safeParse({ creationId: 'cr_1', answers: {}, ownerId: 'u_1' }).success).toBe(
      false,
    );
    expect(DesignBodySchema.safeParse({ creationId: '', answers: {} }).success).toBe(false);
  });
});
