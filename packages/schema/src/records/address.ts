import { z } from 'zod';

/**
 * A shipping address in a user's address book (issue 16's checkout). Hong Kong has no postal
 * codes, so a postal code is asked for only where the country uses one; a phone number is
 * kept for the courier (digits with an optional leading + and spaces, dashes or brackets).
 */

/** Countries the shop ships to, with whether their addresses carry a postal code. */
export const SHIPPING_COUNTRIES = {
  HK: { postalCode: false },
  MO: { postalCode: false },
  TW: { postalCode: true },
  CN: { postalCode: true },
  JP: { postalCode: true },
  KR: { postalCode: true },
  SG: { postalCode: true },
  DE: { postalCode: true },
  FR: { postalCode: true },
  GB: { postalCode: true },
  US: { postalCode: true },
} as const;
export type ShippingCountry = keyof typeof SHIPPING_COUNTRIES;

const COUNTRY_CODES = Object.keys(SHIPPING_COUNTRIES) as [ShippingCountry, ...ShippingCountry[]];

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A phone number a courier can call: 6 to 15 digits, an optional leading +, separators allowed. */
export const PhoneSchema = z
  .string()
  .trim()
  .refine((value) => /^\+?[\d\s()-]+$/.test(value), 'A phone number has digits, and may start with +.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'A phone number has 6 to 15 digits.');

export const ShippingAddressSchema = z
  .object({
    recipient: text('The recipient', 100),
    phone: PhoneSchema,
    line1: text('The address', 200),
    line2: optionalText('The second address line', 200),
    city: text('The city or district', 100),
    region: optionalText('The region', 100),
    postalCode: optionalText('The postal code', 20),
    country: z.enum(COUNTRY_CODES, { message: 'The shop does not ship to this country.' }),
  })
  .superRefine((address, ctx) => {
    if (SHIPPING_COUNTRIES[address.country].postalCode && address.postalCode === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: 'A postal code is required for this country.',
      });
  });
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>;
