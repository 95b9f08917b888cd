import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_COUNTRIES, ShippingAddressSchema, type ShippingCountry } from './address';

/**
 * The shipping address parser (checkout and address book): never throws whatever arrives,
 * refuses what a courier could not use with a message per field, and reads every valid address
 * back as itself (round trip: the parsed address parses to the same value again).
 */

const line = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .filter((value) => value.trim().length > 0 && value.trim().length <= max);
const phone = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 15 }),
    fc.constantFrom('', ' ', '-'),
  )
  .map(([plus, digits, separator]) => `${plus ? '+' : ''}${digits.join(separator)}`);
const countries = Object.keys(SHIPPING_COUNTRIES) as ShippingCountry[];

const validAddress = fc
  .record({
    recipient: line(100),
    phone,
    line1: line(200),
    line2: fc.option(line(200), { nil: undefined }),
    city: line(100),
    region: fc.option(line(100), { nil: undefined }),
    country: fc.constantFrom(...countries),
    postalCode: line(20),
  })
  .map(({ line2, region, ...address }) => ({
    ...address,
    ...(line2 === undefined ? {} : { line2 }),
    ...(region === undefined ? {} : { region }),
  }));

describe('shipping address fuzz', () => {
  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (value) => {
        expect(() => ShippingAddressSchema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads every valid address, and its reading again as itself', () => {
    fc.assert(
      fc.property(validAddress, (address) => {
        const parsed = ShippingAddressSchema.safeParse(address);
        expect(parsed.error?.issues).toBeUndefined();
        expect(ShippingAddressSchema.parse(parsed.data)).toEqual(parsed.data);
        expect(parsed.data?.recipient).toBe(address.recipient.trim());
      }),
      { numRuns: 500 },
    );
  });

  it('refuses an address with one field broken, naming that field', () => {
    const breakages: [string, unknown][] = [
      ['recipient', ''],
      ['recipient', '   '],
      ['recipient', 'r'.repeat(101)],
      ['phone', '12345'],
      ['phone', '+1234567890123456'],
      ['phone', 'call me'],
      ['line1', 'l'.repeat(201)],
      ['city', ''],
      ['country', 'XX'],
      ['country', 'hk'],
      ['postalCode', 'p'.repeat(21)],
      ['recipient', 42],
      ['phone', null],
    ];
    fc.assert(
      fc.property(validAddress, fc.constantFrom(...breakages), (address, [field, value]) => {
        const parsed = ShippingAddressSchema.safeParse({ ...address, [field]: value });
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
        for (const issue of parsed.error?.issues ?? []) expect(issue.message).toEqual(expect.any(String));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an address without its postal code where the country needs one', () => {
    const needing = countries.filter((country) => SHIPPING_COUNTRIES[country].postalCode);
    fc.assert(
      fc.property(validAddress, fc.constantFrom(...needing), (address, country) => {
        const { postalCode: _postalCode, ...rest } = address;
        expect(ShippingAddressSchema.safeParse({ ...rest, country }).success).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
