import { garmentPhoto } from '../../stories-support/images';
import { languageOf } from '../../stories-support/play';
import { storefront, type StorefrontSetup } from '../../stories-support/storefront';
import { shopperSession } from '../../stories-support/fixtures';
import type { OrderDetail, OrderListAnswer, OrderSummary } from './ordersApi';
import { loadOrdersTexts } from './i18n';
import type { OrdersTextKey } from './i18n/en';
import { orderKeys } from './ordersApi';

/** The order pages' stories: Sam's orders in the shapes `GET /api/orders` answers. */

const hoodie = {
  id: 'cr_harbour',
  name: 'Harbour Ember Hoodie',
  image: garmentPhoto('hoodie', '#24324f'),
  link: '/mei/creation?creation_id=cr_harbour',
};
const tote = {
  id: 'cr_tote',
  name: 'Kowloon Night Tote',
  image: garmentPhoto('tote', '#6b3d2e'),
  link: '/mei/creation?creation_id=cr_tote',
};

const summary = (
  id: string,
  status: OrderSummary['status'],
  day: number,
  extra: Partial<OrderSummary> = {},
) =>
  ({
    id,
    status,
    kind: 'instant',
    createdAt: `2026-11-${String(day).padStart(2, '0')}T09:30:00.000Z`,
    updatedAt: `2026-11-${String(day).padStart(2, '0')}T09:30:00.000Z`,
    currency: 'HKD',
    total: 88_000,
    pieces: 2,
    creation: hoodie,
    ...extra,
  }) satisfies OrderSummary;

export const orderList: OrderListAnswer = {
  items: [
    summary('or_awaiting', 'awaiting_payment', 20),
    summary('or_shipped', 'shipped', 12, { creation: tote, total: 42_000, pieces: 1 }),
    summary('or_preorder', 'awaiting_goal', 9, { kind: 'preorder', total: 70_000, pieces: 1 }),
    summary('or_delivered', 'delivered', 2, { creation: tote, total: 42_000, pieces: 1 }),
    summary('or_cancelled', 'cancelled', 1),
  ],
  nextCursor: 'next',
};

const at = (day: number, hour: number) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:05:00.000Z`;

const detail = (base: OrderSummary, rest: Partial<OrderDetail>): OrderDetail => ({
  ...base,
  lines: [
    {
      id: 'oi_1',
      size: 'M',
      amount: base.pieces,
      unitPrice: base.total / base.pieces,
      price: base.total,
      type: 'instant-purchase',
      properties: { field_collar: 'round', field_initials: 'SL' },
      designId: null,
      // The form the line was ordered with: it names the answers.
      formFields: [
        {
          id: 'field_collar',
          type: 'option',
          title: { en: 'Collar' },
          required: false,
          enableOther: false,
          options: [{ id: 'round', text: { en: 'Round neck' } }],
        },
        { id: 'field_initials', type: 'text', title: { en: 'Initials' }, required: false },
      ] as unknown as OrderDetail['lines'][number]['formFields'],
    },
  ],
  shippingAddress: {
    recipient: 'Sam Lee',
    phone: '+852 5555 1234',
    line1: 'Flat 12B, 8 Tai Ping Shan Street',
    city: 'Sheung Wan',
    country: 'HK',
  },
  contact: { name: 'Sam Lee', email: 'sam@atelier.test' },
  tracking: null,
  payment: { provider: 'manual', instructions: null },
  timeline: [
    {
      seq: 1,
      event: 'place',
      from: null,
      to: 'placed',
      actor: 'buyer',
      actorName: null,
      at: at(12, 9),
      data: {},
    },
  ],
  actions: [],
  ...rest,
});

export const shippedOrder = detail(orderList.items[1]!, {
  tracking: { carrier: 'SF Express', number: 'SF1234567890' },
  timeline: [
    {
      seq: 1,
      event: 'place',
      from: null,
      to: 'placed',
      actor: 'buyer',
      actorName: null,
      at: at(12, 9),
      data: {},
    },
    {
      seq: 2,
      event: 'await_payment',
      from: 'placed',
      to: 'awaiting_payment',
      actor: 'system',
      actorName: null,
      at: at(12, 9),
      data: {},
    },
    {
      seq: 3,
      event: 'mark_paid',
      from: 'awaiting_payment',
      to: 'paid',
      actor: 'producer',
      actorName: 'Atelier Studio',
      at: at(13, 10),
      data: {},
    },
    {
      seq: 4,
      event: 'start_production',
      from: 'paid',
      to: 'in_production',
      actor: 'producer',
      actorName: 'Atelier Studio',
      at: at(14, 11),
      data: {},
    },
    {
      seq: 5,
      event: 'ship',
      from: 'in_production',
      to: 'shipped',
      actor: 'producer',
      actorName: 'Atelier Studio',
      at: at(18, 16),
      data: { tracking: { carrier: 'SF Express', number: 'SF1234567890' } },
    },
  ],
  actions: ['deliver'],
});

export const awaitingOrder = detail(orderList.items[0]!, {
  payment: {
    provider: 'manual',
    instructions: { fpsId: '1234567', bankAccount: '004-123-456789-001', reference: 'or_awaiting' },
  },
  timeline: [
    {
      seq: 1,
      event: 'place',
      from: null,
      to: 'placed',
      actor: 'buyer',
      actorName: null,
      at: at(20, 9),
      data: {},
    },
    {
      seq: 2,
      event: 'await_payment',
      from: 'placed',
      to: 'awaiting_payment',
      actor: 'system',
      actorName: null,
      at: at(20, 9),
      data: {},
    },
  ],
  actions: ['cancel'],
});

export const cancelledOrder: OrderDetail = {
  ...awaitingOrder,
  status: 'cancelled',
  payment: { provider: 'manual', instructions: null },
  timeline: [
    ...awaitingOrder.timeline,
    {
      seq: 3,
      event: 'cancel',
      from: 'awaiting_payment',
      to: 'cancelled',
      actor: 'buyer',
      actorName: null,
      at: at(20, 10),
      data: {},
    },
  ],
  actions: [],
};

/** A story of one order's page, its data already in the query cache. */
export const orderStory = (order: OrderDetail, setup: StorefrontSetup = {}) =>
  storefront({
    session: shopperSession,
    route: `/orders/${order.id}`,
    path: '/orders/:orderId',
    queries: [[orderKeys.detail(order.id), order]],
    ...setup,
  });

/** The list's data as the infinite query keeps it. */
export const listQuery = (answer: OrderListAnswer) =>
  [orderKeys.list, { pages: [answer], pageParams: [undefined] }] as const;

/** The order pages' texts in the story's language, for play functions. */
export async function ordersTextsOf(context: { globals: Record<string, unknown> }) {
  const texts = await loadOrdersTexts(languageOf(context));
  return (key: OrdersTextKey, params: Record<string, string | number> = {}) =>
    Object.entries(params).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      texts[key]!,
    );
}
