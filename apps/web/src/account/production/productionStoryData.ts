import { creatorSession, producers } from '../../stories-support/fixtures';
import type { Session } from '../../api/types';
import type { Queue, QueueLine, Sheet } from './useProduction';

/** Story data of the production pages: Mei acting as a designer of Atelier Studio, its queue and a sheet. */

export const producerRoleSession: Session = {
  ...creatorSession,
  role: `producer-designer-${producers.studio.id}`,
  roleHome: `/${producers.studio.at_name}/production/manage`,
};

export const QUEUE_PATH = '/api/producers/atelier_studio/production/queue';
export const SHEET_ORDER = 'or_story_harbour01';
export const SHEET_PATH = `/api/producers/atelier_studio/production/orders/${SHEET_ORDER}/sheet`;

const decal = {
  id: 'd1',
  name: 'Harbour crest',
  url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Ccircle cx="5" cy="5" r="4" fill="%23c2185b"/%3E%3C/svg%3E',
  thumb:
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Ccircle cx="5" cy="5" r="4" fill="%23c2185b"/%3E%3C/svg%3E',
  part: 'body',
  position: { x: 0.5, y: 0.35 },
  scale: { x: 0.3, y: 0.3 },
  rotation: 0,
};

export const inProductionLine: QueueLine = {
  id: SHEET_ORDER,
  status: 'in_production',
  kind: 'instant',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  buyer: { name: 'Sam Chan', at_name: 'sam' },
  currency: 'HKD',
  total: 132_000,
  sizes: [
    { size: 'M', amount: 2 },
    { size: 'L', amount: 1 },
  ],
  pieces: 3,
  answers: [{ field: 'field_name', title: 'Name on the back', value: 'KAI' }],
  decals: [decal],
  tracking: null,
  actions: ['ship', 'refund'],
};

const awaitingLine: QueueLine = {
  ...inProductionLine,
  id: 'or_story_waiting02',
  status: 'awaiting_payment',
  buyer: { name: 'Lena Fischer', at_name: 'lena' },
  sizes: [{ size: 'S', amount: 1 }],
  pieces: 1,
  total: 44_000,
  answers: [],
  actions: ['mark_paid', 'cancel'],
};

const shippedLine: QueueLine = {
  ...inProductionLine,
  id: 'or_story_shipped03',
  status: 'shipped',
  buyer: { name: 'Omar Haddad', at_name: 'omar' },
  tracking: { carrier: 'SF Express', number: 'SF1234567890' },
  actions: ['deliver', 'refund'],
};

export const studioQueue: Queue = {
  producer: { id: producers.studio.id, name: producers.studio.name, at_name: producers.studio.at_name },
  counts: {
    all: 3,
    placed: 0,
    awaiting_payment: 1,
    paid: 0,
    awaiting_goal: 0,
    goal_reached: 0,
    in_production: 1,
    shipped: 1,
    delivered: 0,
    cancelled: 0,
    refunded: 0,
  },
  groups: [
    {
      prebuild: { id: 'pb_hoodie', name: 'Heavyweight Hoodie', prints: true },
      creations: [
        {
          id: 'cr_harbour',
          name: 'Harbour Ember Hoodie',
          cover: null,
          creator: { name: 'Mei Lin', at_name: 'mei' },
          orders: [inProductionLine, awaitingLine, shippedLine],
        },
      ],
    },
  ],
};

export const emptyQueue: Queue = {
  ...studioQueue,
  counts: { ...studioQueue.counts, all: 0, awaiting_payment: 0, in_production: 0, shipped: 0 },
  groups: [],
};

export const harbourSheet: Sheet = {
  order: {
    id: SHEET_ORDER,
    status: 'in_production',
    kind: 'instant',
    createdAt: inProductionLine.createdAt,
    updatedAt: inProductionLine.updatedAt,
    currency: 'HKD',
    total: 132_000,
    tracking: null,
  },
  buyer: { name: 'Sam Chan', at_name: 'sam' },
  shippingAddress: { name: 'Sam Chan', line1: '18 Harbour Road', city: 'Wan Chai', country: 'Hong Kong' },
  contact: { name: 'Sam Chan', email: 'shopper@atelier.test' },
  creation: {
    id: 'cr_harbour',
    name: 'Harbour Ember Hoodie',
    cover: null,
    creator: { name: 'Mei Lin', at_name: 'mei' },
  },
  prebuild: { id: 'pb_hoodie', name: 'Heavyweight Hoodie', prints: true },
  model: { id: 'as_hoodie', name: 'Hoodie', thumb: null },
  materials: [
    {
      part: 'body',
      name: 'Body',
      material: { id: 'm1', name: 'Brushed fleece, ember', color: '#b5462f', thumb: null },
    },
    {
      part: 'hood',
      name: 'Hood',
      material: { id: 'm2', name: 'Brushed fleece, ink', color: '#1d1d1f', thumb: null },
    },
  ],
  decals: [decal],
  sizes: inProductionLine.sizes,
  pieces: 3,
  answers: inProductionLine.answers,
  events: [
    { event: 'place', status: 'awaiting_payment', at: '2026-11-20T09:30:00.000Z' },
    { event: 'mark_paid', status: 'paid', at: '2026-11-20T15:00:00.000Z' },
    { event: 'start_production', status: 'in_production', at: '2026-11-21T09:30:00.000Z' },
  ],
};
