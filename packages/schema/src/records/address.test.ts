import { describe, expect, it } from 'vitest';
import { ShippingAddressSchema, type ShippingAddressInput } from './address';

const hongKong: ShippingAddressInput = {
  recipient: 'Mei Chan',
  phone: '+852 9123 4567',
  line1: 'Flat 12B, 88 Hing Fat Street',
  city: 'North Point',
  region: 'Hong Kong Island',
  country: 'HK',
};

const messages = (input: unknown) => {
  const result = ShippingAddressSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('ShippingAddressSchema', () => {
  it('takes a Hong Kong address without a postal code, trimming text and dropping empty optional lines', () => {
    const parsed = ShippingAddressSchema.parse({ ...hongKong, recipient: '  Mei Chan ', line2: '  ' });
    expect(parsed.recipient).toBe('Mei Chan');
    expect(parsed.line2).toBeUndefined();
    expect(parsed.postalCode).toBeUndefined();
  });

  it('asks for a postal code where the country uses one', () => {
    expect(messages({ ...hongKong, country: 'JP', region: 'Tokyo' })).toEqual([
      'postalCode: A postal code is required for this country.',
    ]);
    expect(messages({ ...hongKong, country: 'JP', postalCode: '150-0001' })).toEqual([]);
  });

  it('says precisely what is wrong', () => {
    expect(messages({ ...hongKong, recipient: ' ', phone: '12-34', country: 'ZZ' })).toEqual([
      'recipient: The recipient is required.',
      'phone: A phone number has 6 to 15 digits.',
      'country: The shop does not ship to this country.',
    ]);
    expect(messages({ ...hongKong, phone: 'call me' })).toContain(
      'phone: A phone number has digits, and may start with +.',
    );
    expect(messages({ ...hongKong, line1: 'x'.repeat(201) })).toEqual([
      'line1: The address is at most 200 characters.',
    ]);
  });
});
