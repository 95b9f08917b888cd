import type { CombinationConfig, PurchaseType } from '@atelier/schema';
import { initialTotalPrice } from '../domain';
import { seededId } from '../lib/ids';
import type { DemoCategories } from './categories';
import { DAY, type SeedContext } from './context';
import type { PlannedCreation } from './creations';
import type { CatalogueImages } from './demo-catalogue';
import type { DemoPeople } from './people';
import type { DemoProducers, PlannedPrebuild } from './producers';
import { seededRandom } from './random';
import {
  type DecalImageOf,
  colourwayTeeDesign,
  creatorOnlyCapDesign,
  decalTeeDesign,
  variationHoodieDesign,
} from './showcase-designs';
import { formHoodieDesign } from './showcase-form';
import { SHOWCASE, SHOWCASE_CREATOR, type ShowcaseCapability } from './showcase-names';

/**
 * The showcase creations (issue 17): one of @mei's published pieces per capability of the
 * customiser, so a newcomer meets colourways, variations, masked decals and the made-to-order
 * form on the home page and in the shop. They are planned and written as the other demo
 * creations are (./creations.ts), but draw their ids from a sequence of their own: the rest
 * of the store (orders, carts, notifications) comes out as it did before they existed.
 */

const SHOWCASE_SEED = 20_261_117;

/** The seed's context with the showcase's own seeded sequence (same clock, storage, images). */
export function showcaseContext(context: SeedContext): SeedContext {
  const random = seededRandom(SHOWCASE_SEED);
  return { ...context, random, id: (prefix) => seededId(prefix, random) };
}

interface ShowcasePlan {
  capability: ShowcaseCapability;
  model: string;
  categories: string[];
  description: string;
  design: (prebuild: PlannedPrebuild) => CombinationConfig;
  purchaseType: PurchaseType;
}

/** The decal image of the catalogue as stored (its image id), if stored. */
const decalImages =
  ({ imageIds }: CatalogueImages): DecalImageOf =>
  (decalId) =>
    imageIds.get(`decals/${decalId}.png`);

export function planShowcase(
  { now, id }: SeedContext,
  { person }: DemoPeople,
  { producers, prebuilds }: DemoProducers,
  { category }: DemoCategories,
  images: CatalogueImages,
): PlannedCreation[] {
  const imageOf = decalImages(images);
  const plans: ShowcasePlan[] = [
    {
      capability: 'form',
      model: 'hoodie',
      categories: ['Unisex', 'Hoodies', 'Limited edition'],
      description:
        'Made to your measure: choose the size, sleeve length, body colour, pocket fabric, chest badge, embroidered initials, finish and delivery date in the form.',
      design: (prebuild) => formHoodieDesign(prebuild, imageOf, now),
      purchaseType: 'instant-purchase',
    },
    {
      capability: 'colourways',
      model: 'tshirt',
      categories: ['Unisex', 'T-shirts', 'Minimal'],
      description: 'Pick a body colourway and a trims colourway: each one dresses several parts at once.',
      design: colourwayTeeDesign,
      purchaseType: 'instant-purchase',
    },
    {
      capability: 'variations',
      model: 'hoodie',
      categories: ['Unisex', 'Hoodies', 'Streetwear'],
      description: 'One hoodie, four shapes: wear it with or without the hood, with or without the pocket.',
      design: variationHoodieDesign,
      purchaseType: 'instant-purchase',
    },
    {
      capability: 'decals',
      model: 'tshirt',
      categories: ['Unisex', 'T-shirts', 'Graphic'],
      description:
        'A masked peach bloom you may move and restyle, a varsity number on the back, and room for one decal of your own.',
      design: (prebuild) => decalTeeDesign(prebuild, imageOf),
      purchaseType: 'instant-purchase',
    },
    {
      capability: 'creatorOnlyColourway',
      model: 'cap',
      categories: ['Accessories', 'Caps', 'Limited edition'],
      description:
        'A studio colourway set by the creator: pre-order it as it is, made when the run reaches its goal.',
      design: creatorOnlyCapDesign,
      purchaseType: 'retail-preorder',
    },
  ];
  const user = person(SHOWCASE_CREATOR);
  const platform = producers[0]!.id;
  const creations: PlannedCreation[] = [];
  plans.forEach((plan, index) => {
    // The platform's prebuild of the model; without it (a smaller catalogue) the piece is left out.
    const prebuild = prebuilds.find(
      (entry) => entry.producerId === platform && entry.model.key === plan.model,
    );
    if (!prebuild) return;
    const config = plan.design(prebuild);
    // The newest of the store (a few hours old), so the home page and the shop show them first.
    const createdAt = new Date(now.getTime() - (index + 1) * 3_600_000).toISOString();
    const preorder = plan.purchaseType === 'retail-preorder';
    const main = config.parts[0]?.default;
    creations.push({
      id: id('cr'),
      user,
      prebuild,
      name: SHOWCASE[plan.capability],
      description: plan.description,
      purchaseType: plan.purchaseType,
      ...(preorder ? { preorder: 'inProgress' as const } : {}),
      totalPrice: initialTotalPrice(prebuild.costConfig) + 2_000,
      minimumOrder: preorder ? 12 : 5,
      kickstartStart: createdAt,
      kickstartEnd: preorder ? new Date(now.getTime() + 30 * DAY).toISOString() : createdAt,
      createdAt,
      isDraft: false,
      visibility: 'public',
      isDeleted: false,
      pinned: true,
      config,
      color: (main && prebuild.colors.get(main)) ?? '#9e9e9e',
      categoryIds: [...new Set(plan.categories.map(category))],
      blacklist: [],
    });
  });
  return creations;
}
