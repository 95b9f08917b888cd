import type { CaseMetadata, Creation, User } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';

/**
 * 000 §4, §6 roles and permissions: the role a signed-in user acts in (consumer,
 * creator, or a producer role), what each role sees, who owns a creation, and how a
 * creation is deleted.
 */

/** 000 §4 role state: consumer, creator, or producer-{role}-{producerId}. */
export type ActiveRole =
  | { readonly kind: 'consumer' }
  | { readonly kind: 'creator' }
  | { readonly kind: 'producer'; readonly role: string; readonly producerId: string };

const PRODUCER_PREFIX = 'producer-';

/**
 * 000 §4: parses a stored role. `producer-{role}-{producerId}` splits at the first
 * hyphen after the prefix: role names are single words, while producer ids (opaque,
 * possibly UUIDs) may hold hyphens. Anything else answers null.
 */
export const parseRole = (text: string): ActiveRole | null => {
  if (text === 'consumer' || text === 'creator') return { kind: text };
  if (!text.startsWith(PRODUCER_PREFIX)) return null;
  const rest = text.slice(PRODUCER_PREFIX.length);
  const hyphen = rest.indexOf('-');
  if (hyphen <= 0 || hyphen === rest.length - 1) return null;
  return { kind: 'producer', role: rest.slice(0, hyphen), producerId: rest.slice(hyphen + 1) };
};

/** 000 §4: writes a role as `consumer`, `creator` or `producer-{role}-{producerId}`. */
export const formatRole = (role: ActiveRole): string =>
  role.kind === 'producer' ? `${PRODUCER_PREFIX}${role.role}-${role.producerId}` : role.kind;

/** Two roles are the same role. */
export const isSameRole = (a: ActiveRole, b: ActiveRole): boolean => formatRole(a) === formatRole(b);

export type RoleUser = Pick<User, 'is_creator' | 'userRoleInProducer'>;

/**
 * 000 §1, §6: the roles a user may act in: consumer always, creator when is_creator,
 * and one producer role per userRoleInProducer entry.
 */
export const availableRoles = (user: RoleUser): ActiveRole[] => [
  { kind: 'consumer' },
  ...(user.is_creator ? [{ kind: 'creator' } as const] : []),
  ...user.userRoleInProducer.map((entry): ActiveRole => ({
    kind: 'producer',
    role: entry.role,
    producerId: entry.producer.id,
  })),
];

/**
 * The role to act in: the stored one when the user still has it; otherwise creator
 * for creators and consumer for everyone else (decision: a creator lands where they
 * work, and a lost producer role falls back safely).
 */
export const resolveActiveRole = (stored: string | null | undefined, user: RoleUser): ActiveRole => {
  const parsed = stored === null || stored === undefined ? null : parseRole(stored);
  if (parsed !== null && availableRoles(user).some((role) => isSameRole(role, parsed))) return parsed;
  return user.is_creator ? { kind: 'creator' } : { kind: 'consumer' };
};

/**
 * 000 §4 "switching changes navigation targets": where the brand button and the
 * dashboard link go for a role. Decision: consumer `/`, creator `/dashboard`, producer
 * `/{producer at_name}/production/manage` (the producer's management page).
 */
export const roleHomePath = (role: ActiveRole, user: Pick<User, 'userRoleInProducer'>): string => {
  if (role.kind === 'consumer') return '/';
  if (role.kind === 'creator') return '/dashboard';
  const producer = user.userRoleInProducer.find((entry) => entry.producer.id === role.producerId);
  return producer === undefined ? '/' : `/${producer.producer.at_name}/production/manage`;
};

/** 000 §6: whether a role may open production management (producer roles only). */
export const canManageProduction = (role: ActiveRole): boolean => role.kind === 'producer';

/** 000 §6: the signed-in user as the storefront sees it, or null for a guest. */
export type Viewer = Pick<User, 'name' | 'at_name' | 'is_creator' | 'userRoleInProducer'> | null;

export interface StorefrontPermissions {
  /** Guests see a login button. */
  readonly showLoginButton: boolean;
  /** 000 §2: the language button shows only when signed out. */
  readonly showLanguageButton: boolean;
  /** 000 §6: creators see the create button unless creation is disabled globally. */
  readonly showCreateButton: boolean;
  /** 000 §6: signed-in non-creators see Become creator when creation is enabled. */
  readonly showBecomeCreator: boolean;
  /** 000 §6: the creator dashboard and the creator/consumer switch. */
  readonly showCreatorDashboard: boolean;
  /** 000 §2, §6: the Following tab needs a signed-in user name. */
  readonly showFollowingTab: boolean;
  /** 000 §2, §6: /trending is for signed-in users only. */
  readonly canViewTrending: boolean;
  /** 000 §5: ordering requires login (a guest's order leads to a login prompt). */
  readonly canOrder: boolean;
  /** 000 §5: favouriting requires a signed-in user. */
  readonly canFavourite: boolean;
  /** 000 §6: the cart needs a session; without one it shows the empty cart. */
  readonly canUseCart: boolean;
  /** 000 §6: notifications are for signed-in users. */
  readonly canSeeNotifications: boolean;
  /** 000 §6: producer roles open production management. */
  readonly canManageProduction: boolean;
}

/** 000 §6: whether users may create creations (case setting, default true). */
export const isCreationEnabled = (caseMetadata: Pick<CaseMetadata, 'global'> | undefined): boolean =>
  caseMetadata?.global.enableUserCreateCreation !== false;

/** 000 §2, §6: what a guest or signed-in user sees and may do on the storefront. */
export const storefrontPermissions = (
  viewer: Viewer,
  caseMetadata?: Pick<CaseMetadata, 'global'>,
): StorefrontPermissions => {
  const signedIn = viewer !== null;
  const creationEnabled = isCreationEnabled(caseMetadata);
  const isCreator = viewer?.is_creator === true;
  return {
    showLoginButton: !signedIn,
    showLanguageButton: !signedIn,
    showCreateButton: isCreator && creationEnabled,
    showBecomeCreator: signedIn && !isCreator && creationEnabled,
    showCreatorDashboard: isCreator,
    showFollowingTab: Boolean(viewer?.name),
    canViewTrending: signedIn,
    canOrder: signedIn,
    canFavourite: signedIn,
    canUseCart: signedIn,
    canSeeNotifications: signedIn,
    canManageProduction: (viewer?.userRoleInProducer.length ?? 0) > 0,
  };
};

/** 000 §2: the search filter offers producers and prebuilds to creators, creators and creations to others. */
export const searchFilterOptions = (
  role: ActiveRole,
): readonly ['producer', 'prebuilds'] | readonly ['creator', 'creations'] =>
  role.kind === 'creator' ? (['producer', 'prebuilds'] as const) : (['creator', 'creations'] as const);

/** 000 §6: the owner of a creation is the signed-in user whose at_name is the creation user's. */
export const isCreationOwner = (
  sessionAtName: string | null | undefined,
  creation: { readonly user?: { readonly at_name: string } | undefined },
): boolean => Boolean(sessionAtName) && sessionAtName === creation.user?.at_name;

/** 000 §6: actions only the owner of a creation has. */
export const OWNER_ACTIONS = [
  'editV2',
  'editV3',
  'duplicate',
  'pinToTop',
  'unpin',
  'managePin',
  'delete',
  'orderSample',
] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/** 000 §6: the owner's actions on a creation; none for anyone else. */
export const ownerActions = (
  sessionAtName: string | null | undefined,
  creation: { readonly user?: { readonly at_name: string } | undefined },
): readonly OwnerAction[] => (isCreationOwner(sessionAtName, creation) ? OWNER_ACTIONS : []);

export interface CreationDeletionPlan {
  /** 'archive' when the creation has order items, else 'delete'. */
  readonly kind: 'archive' | 'delete';
  /** The one question asked before anything happens. */
  readonly confirmation: Message;
  /** The update applied after confirmation (000 §3, §7: deletion is the is_deleted flag). */
  readonly update: { readonly is_deleted: true };
}

/**
 * 000 §5: deleting a creation that has order items asks 'This creation has been
 * ordered, so it cannot be deleted. Do you want to archive it?'; any other delete asks
 * 'Do you really wanna delete this creation?'. Decision: one question, not two, and
 * both end in `is_deleted: true` (000 §3 "Deleted through the is_deleted flag"), so
 * orders, carts and favourites keep their creation.
 */
export const planCreationDeletion = (creation: Pick<Creation, 'order_items'>): CreationDeletionPlan =>
  (creation.order_items?.length ?? 0) > 0
    ? { kind: 'archive', confirmation: message('creation.orderedArchive'), update: { is_deleted: true } }
    : { kind: 'delete', confirmation: message('creation.confirmDelete'), update: { is_deleted: true } };
