import { IdSchema, PhoneSchema, ShippingAddressSchema } from '@atelier/schema';
import { z } from 'zod';

/** Issue 16 POST /api/checkout: what the buyer sends (the cart itself is read on the server). */

export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string({ message: 'The Idempotency-Key header is required.' })
    .trim()
    .min(8, 'The Idempotency-Key header has 8 to 100 characters.')
    .max(100, 'The Idempotency-Key header has 8 to 100 characters.'),
});

export const ContactSchema = z
  .object({
    name: z.string().trim().min(1, 'Your name is required.').max(100, 'A name is at most 100 characters.'),
    email: z.email('An e-mail address looks like name@example.com.').max(200),
    phone: PhoneSchema.optional(),
  })
  .strict();
export type Contact = z.infer<typeof ContactSchema>;

export const CheckoutBodySchema = z
  .object({
    addressId: IdSchema.max(100).optional(),
    address: ShippingAddressSchema.optional(),
    contact: ContactSchema,
    /** A provider token (Stripe `pm_...`); the manual provider needs none. */
    paymentMethod: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.addressId === undefined) === (body.address === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Send either addressId (from the address book) or a new address.',
      });
  });
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

const PaymentOut = z.object({
  kind: z.enum(['awaiting_payment', 'captured', 'method_saved', 'requires_action', 'pending', 'redirect']),
  instructions: z.object({ fpsId: z.string(), bankAccount: z.string(), reference: z.string() }).optional(),
  clientSecret: z.string().optional(),
  /** `redirect`: Stripe's hosted Checkout page, where the buyer pays or saves the card. */
  url: z.string().optional(),
});

export const PlacedOrderOut = z.object({
  id: z.string(),
  status: z.string(),
  kind: z.enum(['instant', 'preorder', 'sample']),
  creation_id: z.string(),
  total: z.number().int(),
  currency: z.string(),
  items: z.array(
    z.object({
      size: z.string().nullable(),
      amount: z.number().int(),
      unit_price: z.number().int(),
      price: z.number().int(),
      properties: z.record(z.string(), z.unknown()),
    }),
  ),
  payment: PaymentOut,
});

export const CheckoutAnswer = z
  .object({
    checkout: z.object({ id: z.string(), total: z.number().int(), currency: z.string() }),
    orders: z.array(PlacedOrderOut),
    payment: PaymentOut,
  })
  .meta({ id: 'CheckoutAnswer' });
export type CheckoutAnswerBody = z.infer<typeof CheckoutAnswer>;
export type PaymentAnswer = z.infer<typeof PaymentOut>;

export const CheckoutOptions = z
  .object({ provider: z.enum(['manual', 'stripe']) })
  .meta({ id: 'CheckoutOptions' });
