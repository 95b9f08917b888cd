/**
 * The data stories render: the demo store that `npm start` seeds (apps/api/src/db/seed.ts:
 * Sam Chan the shopper, Mei Lin the creator, Atelier Studio the platform producer, creations
 * named like "Harbour Ember Hoodie", its header cards and notifications), in the shapes the API
 * answers, built on the records of `@atelier/schema`'s fixtures. Pre-order states are computed
 * with the domain's own rules, relative to today, so "12 days left" stays 12 days left.
 * Every picture is an inline image (images.ts): nothing is fetched.
 */
import { formatMessage, preorderStatus, type PreorderFields, visibleHomeTabs } from '@atelier/domain';
import { fixtures, type CostTier, type MediaPlate, type PurchaseType } from '@atelier/schema';
import type { api } from '../api/endpoints';
import type {
  CartItem,
  Category,
  CreationDetail,
  CreationTile,
  HeaderCard,
  HomeData,
  NotificationList,
  Page,
  Profile,
  PublicUser,
  Session,
} from '../api/types';
import { avatarImage, bannerImage, garmentPhoto, sceneImage, type GarmentKind } from './images';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A time relative to now (stories show "3 hours ago", "12 days left" whenever they run). */
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

// ---- People ------------------------------------------------------------------------------

function person(
  id: string,
  name: string,
  atName: string,
  isCreator: boolean,
  color: string,
): PublicUser & { color: string } {
  const avatar = avatarImage(name, color);
  const banner = isCreator ? bannerImage(color) : null;
  return {
    id,
    name,
    at_name: atName,
    is_creator: isCreator,
    profile_image: avatar,
    profile_banner: banner,
    user_profile: { profile_image: avatar, ...(banner ? { profile_banner: banner } : {}) },
    color,
  };
}

const strip = ({ color: _color, ...user }: PublicUser & { color: string }): PublicUser => user;

/** The seed's people with their colours. */
export const people = {
  sam: strip(person('us_sam', 'Sam Chan', 'sam', false, '#3b6ea5')),
  mei: strip(person('us_mei', 'Mei Lin', 'mei', true, '#c2185b')),
  kofi: strip(person('us_kofi', 'Kofi Mensah', 'kofi', true, '#2e7d32')),
  ines: strip(person('us_ines', 'Inès Duarte', 'ines', true, '#6a1b9a')),
  yuki: strip(person('us_yuki', 'Yuki Tanaka', 'yuki', true, '#ef6c00')),
  rafa: strip(person('us_rafa', 'Rafa Ortiz', 'rafa', true, '#00838f')),
  alex: strip(person('us_alex', 'Alex Wong', 'alex_studio', false, '#455a64')),
};

export const producers = {
  studio: {
    id: 'pr_studio',
    name: 'Atelier Studio',
    at_name: 'atelier_studio',
    profile_image: avatarImage('Atelier Studio', '#1d1d1f'),
  },
  northloom: {
    id: 'pr_northloom',
    name: 'Northloom Mills',
    at_name: 'northloom',
    profile_image: avatarImage('Northloom Mills', '#6d4c41'),
  },
};

const preferences = (language = 'en'): Session['user']['preferences'] => ({
  language,
  currency: 'HKD',
  theme: 'light',
  nav_bar_placement: 'top',
  nav_bar_style: 'docking',
});

/** Sam, the demo shopper (shopper@atelier.test): a consumer with a cart and notifications. */
export const shopperSession: Session = {
  user: {
    ...people.sam,
    email: 'shopper@atelier.test',
    visibility: 'public',
    userRoleInProducer: [],
    preferences: preferences(),
  },
  role: 'consumer',
  roles: ['consumer'],
  roleHome: '/',
};

/**
 * Mei, the demo creator (creator@atelier.test): a creator, and a designer at Atelier Studio,
 * so one sign-in switches between three roles.
 */
export const creatorSession: Session = {
  user: {
    ...people.mei,
    email: 'creator@atelier.test',
    visibility: 'public',
    userRoleInProducer: [
      {
        role: 'designer',
        producer: { id: producers.studio.id, name: producers.studio.name, at_name: producers.studio.at_name },
      },
    ],
    preferences: preferences(),
  },
  role: 'creator',
  roles: ['consumer', 'creator', `producer-designer-${producers.studio.id}`],
  roleHome: '/',
};

// ---- Catalogue ---------------------------------------------------------------------------

/** The seed's cost tiers: twice the unit price for one piece, down to 0.8 from 100 pieces. */
const tiers = (unit: number): CostTier[] => [
  { quantity: 1, cost: unit * 2 },
  { quantity: 5, cost: Math.round(unit * 1.4) },
  { quantity: 20, cost: unit },
  { quantity: 100, cost: Math.round(unit * 0.8) },
];

const PREBUILDS = {
  hoodie: { id: 'pb_hoodie', name: 'Pull-over Hoodie', unit: 18_000 },
  tshirt: { id: 'pb_tshirt', name: 'Crew-neck T-shirt', unit: 9_000 },
  cap: { id: 'pb_cap', name: 'Six-panel Cap', unit: 7_000 },
  tote: { id: 'pb_tote', name: 'Canvas Tote', unit: 6_000 },
} satisfies Record<GarmentKind, { id: string; name: string; unit: number }>;

/** Main and sub-categories as the seed creates them (Men, Women, Unisex, Accessories first). */
export const categories: Category[] = [
  'Men',
  'Women',
  'Unisex',
  'Accessories',
  'T-shirts',
  'Hoodies',
  'Caps',
  'Bags',
  'Streetwear',
  'Minimal',
  'Graphic',
  'Limited edition',
].map((name, index) => ({
  id: `ct_${index + 1}`,
  name,
  value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  is_main: index < 4,
}));
const category = (name: string) => {
  const found = categories.find((entry) => entry.name === name) as Category;
  return { id: found.id, name: found.name, value: found.value };
};

interface Planned {
  id: string;
  name: string;
  kind: GarmentKind;
  color: string;
  user: PublicUser;
  purchaseType: PurchaseType | null;
  extra: number;
  categories: string[];
}

const plan = (
  id: string,
  name: string,
  kind: GarmentKind,
  color: string,
  user: PublicUser,
  purchaseType: PurchaseType | null,
  extra: number,
  categoryNames: string[],
): Planned => ({ id, name, kind, color, user, purchaseType, extra, categories: categoryNames });

/** Creations of the demo store: each purchase type, several creators, every garment. */
const PLANNED: Planned[] = [
  plan('cr_harbour', 'Harbour Ember Hoodie', 'hoodie', '#24324f', people.mei, 'instant-purchase', 8_000, [
    'Unisex',
    'Hoodies',
    'Minimal',
  ]),
  plan('cr_kowloon', 'Kowloon Signal Tee', 'tshirt', '#b3262e', people.kofi, 'retail-preorder', 3_000, [
    'Men',
    'T-shirts',
    'Graphic',
  ]),
  plan('cr_jade', 'Jade Tide Hoodie', 'hoodie', '#2f4a3a', people.ines, 'instant-purchase', 12_000, [
    'Women',
    'Hoodies',
  ]),
  plan('cr_lantern', 'Lantern Bloom Tee', 'tshirt', '#ffbe98', people.mei, 'retail-preorder', 2_000, [
    'Women',
    'T-shirts',
    'Limited edition',
  ]),
  plan('cr_ferry', 'Star Ferry Drift Cap', 'cap', '#1f1f22', people.yuki, 'instant-purchase', 1_000, [
    'Accessories',
    'Caps',
  ]),
  plan('cr_monsoon', 'Monsoon Echo Tote', 'tote', '#9a9ca0', people.rafa, 'sample', 0, [
    'Accessories',
    'Bags',
  ]),
  plan('cr_neon', 'Neon Pulse Hoodie', 'hoodie', '#c2185b', people.mei, 'instant-purchase', 10_000, [
    'Men',
    'Hoodies',
    'Streetwear',
  ]),
  plan('cr_peak', 'Peak Dawn Tee', 'tshirt', '#f2f1ec', people.kofi, 'instant-purchase', 4_000, [
    'Unisex',
    'T-shirts',
  ]),
  plan('cr_tram', 'Tram Grid Tee', 'tshirt', '#2d3e63', people.yuki, 'retail-preorder', 5_000, [
    'Men',
    'T-shirts',
    'Graphic',
  ]),
  plan('cr_lamma', 'Lamma Fold Tote', 'tote', '#6d4c41', people.ines, 'instant-purchase', 2_000, [
    'Accessories',
    'Bags',
  ]),
  plan('cr_typhoon', 'Typhoon Stitch Hoodie', 'hoodie', '#455a64', people.rafa, 'retail-preorder', 6_000, [
    'Unisex',
    'Hoodies',
  ]),
  plan('cr_victoria', 'Victoria Mark Cap', 'cap', '#b3262e', people.mei, 'instant-purchase', 1_000, [
    'Accessories',
    'Caps',
  ]),
];

const photoOf = (planned: Planned) => garmentPhoto(planned.kind, planned.color);
const priceOf = (planned: Planned) => PREBUILDS[planned.kind].unit * 2 + planned.extra;

/** A grid tile of the demo store, as `GET /api/creations` lists it. */
function tileOf(planned: Planned, index: number): CreationTile {
  return {
    id: planned.id,
    name: planned.name,
    totalPrice: priceOf(planned),
    purchaseType: planned.purchaseType,
    creation_media: [{ url: photoOf(planned) }],
    user: { ...planned.user, visibility: 'public' },
    pinned: false,
    is_draft: false,
    visibility: 'public',
    createdAt: ago((index + 1) * 0.9 * DAY),
  };
}

/** The latest creations of the demo store, newest first. */
export const creationTiles: CreationTile[] = PLANNED.map(tileOf);

export const tileByName = (name: string): CreationTile =>
  creationTiles.find((tile) => tile.name === name) ?? (creationTiles[0] as CreationTile);

/** One page of a creation list. */
export const page = <T>(items: T[], nextCursor: string | null = null): Page<T> => ({ items, nextCursor });

/** The infinite-query data of a grid: pages of tiles. */
export const gridPages = (...pages: Page<CreationTile>[]) => ({
  pages,
  pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index}`)),
});

// ---- The creation detail -------------------------------------------------------------------

/** The states of a pre-order the detail panel shows (000 §4), as the seed plans them. */
export type PreorderPlan = 'inProgress' | 'goalReached' | 'notEnough' | 'ended';

const PREORDER_PLANS: Record<PreorderPlan, { ordered: number; minimum: number; end: string }> = {
  inProgress: { ordered: 7, minimum: 12, end: fromNow(12 * DAY - HOUR) },
  goalReached: { ordered: 15, minimum: 12, end: fromNow(4 * DAY - HOUR) },
  notEnough: { ordered: 3, minimum: 12, end: ago(2 * DAY + HOUR) },
  ended: { ordered: 16, minimum: 12, end: ago(5 * DAY + HOUR) },
};

function plates(planned: Planned): MediaPlate[] {
  const cover = photoOf(planned);
  return [
    { id: 1_730_000_000_000, type: 'image/upload', url: cover, fit: 'cover', caption: 'Front' },
    {
      ...fixtures.mediaPlate,
      id: 1_730_000_000_001,
      url: garmentPhoto(planned.kind, planned.color, '#d9dee6'),
      caption: 'Studio capture',
      fit: 'contain',
    },
  ];
}

export interface DetailOptions {
  purchaseType?: PurchaseType | null;
  /** For a retail pre-order: its state (in progress by default). */
  preorder?: PreorderPlan;
  isOwner?: boolean;
  isFavorite?: boolean;
  favoriteCount?: number;
  /** Orders placed on it (an ordered creation is archived, not deleted). */
  orderCount?: number;
  pinned?: boolean;
  isDraft?: boolean;
  visibility?: 'public' | 'private';
}

/**
 * A creation as `GET /api/creations/:id` answers it: a creation of the demo store (its creator,
 * name, price, categories and pictures) with the schema fixture's design (parts, colourways,
 * customer form) and tags, on the seed's prebuild for its garment, with the pre-order status the
 * domain computes from its orders and deadline.
 */
export function creationDetail(name = 'Harbour Ember Hoodie', options: DetailOptions = {}): CreationDetail {
  const planned = PLANNED.find((entry) => entry.name === name) ?? (PLANNED[0] as Planned);
  const base = fixtures.creation;
  const purchaseType = options.purchaseType === undefined ? planned.purchaseType : options.purchaseType;
  const preorderPlan =
    purchaseType === 'retail-preorder' ? PREORDER_PLANS[options.preorder ?? 'inProgress'] : null;
  const minimum = preorderPlan?.minimum ?? base.minimum_order;
  const ordered = preorderPlan?.ordered ?? 0;
  const orderItems = ordered
    ? [
        {
          id: 'oi_1',
          quantity: { size: 'M' as const, amount: ordered },
          order: [{ id: 'or_1', status: 'paid' }],
        },
      ]
    : [];
  const fields: PreorderFields = {
    purchaseType,
    kickstart_end: preorderPlan?.end ?? fromNow(31 * DAY),
    minimum_order: minimum,
    order_items: orderItems,
  };
  const status = preorderStatus(fields, Date.now());
  const prebuild = PREBUILDS[planned.kind];
  // The answer lists no materials or models (their JSON reference data would not type as the answer's).
  const { materials: _materials, models: _models, ...schemaPrebuild } = fixtures.prebuild;
  const cover = photoOf(planned);
  return {
    id: planned.id,
    userId: planned.user.id,
    name: planned.name,
    description: `${planned.name}: made to order on the ${prebuild.name.toLowerCase()} by ${planned.user.name}. Designed in 3D, cut and sewn when you order.`,
    tags: base.tags,
    totalPrice: priceOf(planned),
    is_draft: options.isDraft ?? false,
    is_deleted: false,
    visibility: options.visibility ?? 'public',
    purchaseType,
    kickstart_start: ago(20 * DAY),
    ...(fields.kickstart_end ? { kickstart_end: fields.kickstart_end } : {}),
    minimum_order: minimum,
    kickstart_periode: 51,
    sizing: planned.kind === 'cap' || planned.kind === 'tote' ? { blacklist: [] } : { blacklist: ['XS'] },
    waterflow_config: { media_placement: plates(planned) },
    combination_config: base.combination_config,
    pinned: options.pinned ?? false,
    createdAt: ago(9 * DAY),
    updatedAt: ago(2 * DAY),
    user: { ...planned.user, visibility: 'public' },
    creation_media: [{ id: `cm_${planned.id}`, url: cover }],
    creation_category: planned.categories.map(category),
    prebuilds: [
      {
        ...schemaPrebuild,
        created_at: ago(60 * DAY),
        updated_at: ago(30 * DAY),
        producer_id: producers.studio.id,
        id: prebuild.id,
        name: prebuild.name,
        content: [
          { content: `A ${prebuild.name.toLowerCase()}.` },
          { content: 'Cut and sewn to order in our partner workshops.' },
          { content: 'Each piece is checked by hand before it ships.' },
        ],
        sizing: {
          options: (planned.kind === 'cap' || planned.kind === 'tote'
            ? (['M'] as const)
            : (['XS', 'S', 'M', 'L', 'XL', '2XL'] as const)
          ).map((size) => ({ name: size, cost_weight: 1 })),
        },
        cost_config: tiers(prebuild.unit),
        minimum_order: 5,
        producer: producers.studio,
        extra_option: {
          allowPurchaseType: ['instant-purchase', 'retail-preorder', 'sample'],
          manufacturingTimePerPiece: 6_000_000,
        },
      },
    ],
    orderCount: options.orderCount ?? (ordered > 0 ? 1 : 0),
    orderedCount: ordered,
    preorder: { ...status, message: formatMessage(status.message) },
    favoriteCount: options.favoriteCount ?? 14,
    isFavorite: options.isFavorite ?? false,
    isOwner: options.isOwner ?? false,
  };
}

// ---- Home --------------------------------------------------------------------------------

/** The platform's header cards, as the seed writes them. */
export const headerCards: HeaderCard[] = [
  { title: 'Shop made-to-order', description: 'Pieces cut and sewn when you order them.', url: '/shop' },
  {
    title: 'Design in 3D',
    description: 'Start from a prebuild and make it yours.',
    url: '/intro/createingenesis',
  },
  {
    title: 'Open a creator shop',
    description: 'Your own shop on your own sub-domain.',
    url: '/become_creator',
  },
  {
    title: 'For manufacturers',
    description: 'Publish prebuilds and manage production.',
    url: '/intro/manufacturingingenesis',
  },
].map((card, index) => ({ ...card, thumbnail: sceneImage(card.title, 20 + index * 70, 600, 338) }));

/** The platform's welcome notice (the seed's, in English and Traditional Chinese). */
export const welcomeNotice: NonNullable<HomeData['notice']> = {
  enabled: true,
  title: { en: 'Welcome to Atelier', 'zh-TW': '歡迎來到 Atelier' },
  text: {
    en: 'Every piece is made to order. Pre-orders are only charged when they reach their goal.',
    'zh-TW': '每件作品均按訂單製作。預購只會在達到目標時收費。',
  },
  link: '/shop',
};

/** Trend media of the home grid: the schema fixture's item, as pictures of the demo store. */
export const trendMedia: HomeData['trendMedia'] = ['Streetwear', 'Minimal'].map((name, index) => ({
  ...fixtures.trendMediaItem,
  order: index,
  data: {
    ...fixtures.trendMediaItem.data,
    uid: `trend-${index + 1}`,
    category: name,
    size: [2, index === 0 ? 2 : 1],
    type: 'image',
    url: sceneImage(name, 200 + index * 60, 1024, 1024),
    redirect: `/shop?category=${name.toLowerCase()}`,
  },
}));

/** `GET /api/home` on the main site, for a guest (no Following tab) or a member. */
export function homeData(options: { signedIn?: boolean; creationEnabled?: boolean } = {}): HomeData {
  return {
    host: { isMainSite: true, isDevHost: false, creatorId: null },
    scope: { kind: 'all' },
    creator: null,
    bio: null,
    producer: {
      ...producers.studio,
      metadata: { homePage: { notice: welcomeNotice }, tabBlacklist: [], isDirectShopPage: false },
      is_platform: true,
    },
    notice: welcomeNotice,
    banner: null,
    headerCards,
    trendMedia,
    caseMetadata: {
      ...fixtures.caseMetadata,
      global: { enableUserCreateCreation: options.creationEnabled ?? true },
      homePage: {},
    },
    tabs: visibleHomeTabs({ userName: options.signedIn ? people.sam.name : null }),
    categories,
  };
}

// ---- Notifications ----------------------------------------------------------------------------

const note = (
  id: string,
  title: string,
  text: string,
  link: string,
  hours: number,
  read: boolean,
  image?: string,
): NotificationList['items'][number] => ({
  ...fixtures.notification,
  notificationData: {
    id,
    userId: people.sam.id,
    eventId: `seed:${title.toLowerCase().replace(/\W+/g, '-')}`,
    createdAt: ago(hours * HOUR),
    readAt: read ? ago(hours * HOUR) : null,
  },
  notificationMessage: { title, text, link, ...(image ? { image } : {}) },
  eventData: { type: 'seed' },
});

/** Sam's notifications in the demo store: two unread, one read. */
export const shopperNotifications: NotificationList = {
  items: [
    note(
      'nt_goal',
      'Pre-order goal reached',
      'Kowloon Signal Tee reached its goal: production starts soon.',
      '/kofi/creation?creation_id=cr_kowloon',
      3,
      false,
      garmentPhoto('tshirt', '#b3262e'),
    ),
    note('nt_shipped', 'Your order has shipped', 'Harbour Ember Hoodie is on its way.', '/cart', 30, false),
    note('nt_new', 'New from Mei Lin', 'Mei Lin published a new creation.', '/mei/creation', 50, true),
  ],
  unread: 2,
  nextCursor: null,
};

export const noNotifications: NotificationList = { items: [], unread: 0, nextCursor: null };

// ---- Cart ----------------------------------------------------------------------------------

type CartAnswer = { data: CartItem[]; subtotal: number };

const cartLine = (
  id: string,
  name: string,
  type: CartItem['type'],
  quantity: CartItem['quantity'],
  price: number,
): CartItem => {
  const tile = tileByName(name);
  return {
    id,
    type,
    creation_id: tile.id,
    quantity,
    price,
    available: true,
    priceChanged: null,
    creation: {
      id: tile.id,
      name: tile.name,
      totalPrice: tile.totalPrice,
      creation_media: tile.creation_media,
    },
  } as CartItem;
};

/** Sam's cart in the demo store, with a sample line like the schema fixture's. */
export const shopperCart: CartAnswer = (() => {
  const lines = [
    cartLine('ci_1', 'Harbour Ember Hoodie', 'instant-purchase', { size: 'M', amount: 1 }, 44_000),
    cartLine('ci_2', 'Peak Dawn Tee', 'instant-purchase', { size: 'L', amount: 2 }, 44_000),
    cartLine('ci_3', 'Monsoon Echo Tote', 'sample', fixtures.sampleCartItem.quantity, 36_000),
  ];
  return { data: lines, subtotal: lines.reduce((sum, line) => sum + line.price, 0) };
})();

export const emptyCart: CartAnswer = { data: [], subtotal: 0 };

// ---- Profiles -------------------------------------------------------------------------------

export function profileOf(user: PublicUser, counts: Partial<Profile> = {}): Profile {
  return {
    ...user,
    followerCount: user.is_creator ? 1_284 : 12,
    followingCount: user.is_creator ? 86 : 31,
    isFollowing: false,
    creationCount: PLANNED.filter((entry) => entry.user.id === user.id).length,
    ...counts,
  };
}

/** A creator's creations (`GET /api/users/:at_name/creations`). */
export function creationsOf(user: PublicUser) {
  const items = creationTiles.filter((tile) => tile.user.id === user.id);
  return { items, total: items.length };
}

// ---- Producers and creators lists -------------------------------------------------------------

type Answer<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;

/**
 * `GET /api/viewer/context?creation=…`: what the viewer loads, of which a creation's page reads
 * the materials (issue 17: its material questions name and show them).
 */
export const viewerContext = {
  trustedOrigins: [],
  creation: { materials: fixtures.prebuild.materials },
};

/** `GET /api/producers/atelier_studio`: the platform producer. */
export const studioProducer: Answer<typeof api.producer>['producer'] = {
  ...producers.studio,
  metadata: { homePage: { notice: welcomeNotice }, tabBlacklist: [], isDirectShopPage: false },
  is_platform: true,
};

type PrebuildList = Answer<typeof api.producerPrebuilds>['data'];

/** `GET /api/producers/atelier_studio/prebuilds`: the schema fixture's prebuild, for each garment. */
export const studioPrebuilds: Answer<typeof api.producerPrebuilds> = {
  // The schema's recursive JSON fields (the design) are not hono's JSONValue (api/types.ts says why).
  data: (Object.keys(PREBUILDS) as GarmentKind[]).map((kind) => {
    const prebuild = PREBUILDS[kind];
    return {
      ...fixtures.prebuild,
      id: prebuild.id,
      name: prebuild.name,
      cost_config: tiers(prebuild.unit),
      waterflow_config: {
        media_placement: [{ ...fixtures.mediaPlate, url: garmentPhoto(kind, '#d9d9d9', '#eeeeee') }],
      },
      producer_id: producers.studio.id,
      producer: producers.studio,
      created_at: ago(200 * DAY),
      updated_at: ago(200 * DAY),
    };
  }) as unknown as PrebuildList,
};

/** `GET /api/actions/user?creators=true`: the demo store's creators. */
export const creatorList: Answer<typeof api.users> = {
  data: [people.mei, people.kofi, people.ines, people.yuki, people.rafa],
};

/** Issue 18: a keyed notification (its stored words are English; the bell writes it again). */
export const keyedNotifications: NotificationList = {
  items: [
    {
      ...note('nt_follow', 'New follower', 'Mei Lin started following you.', '/mei', 1, false),
      notificationMessage: {
        title: 'New follower',
        text: 'Mei Lin started following you.',
        link: '/mei',
        key: 'follow',
        params: { name: 'Mei Lin' },
      },
    },
  ],
  unread: 1,
  nextCursor: null,
};
