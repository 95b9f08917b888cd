import type { MessageKey } from '@atelier/domain';

/**
 * The domain messages the storefront shows (000 §4, §5, §8: status texts, toasts,
 * confirmations, navigation). The editor's messages are translated with the editor.
 */
export const STOREFRONT_MESSAGE_KEYS = [
  'preorder.notEnough',
  'preorder.goalReached',
  'preorder.inProgress',
  'preorder.ended',
  'preorder.available',
  'preorder.orderNow',
  'preorder.alreadyEnded',
  'sample.selectAtLeastOneSize',
  'quantity.outOfRange',
  'order.loginFirst',
  'order.loginAction',
  'cart.added',
  'cart.viewCart',
  'cart.title',
  'cart.header',
  'cart.orderNow',
  'cart.empty',
  'cart.shopNow',
  'cart.itemEdited',
  'cart.itemDeleted',
  'favourite.added',
  'favourite.removed',
  'favourite.allAction',
  'favourite.failed',
  'avatar.notFound',
  'share.unsupported',
  'share.imageCopied',
  'share.linkCopied',
  'creation.orderedArchive',
  'creation.confirmDelete',
  'nav.home',
  'nav.shop',
  'nav.creators',
  'nav.collections',
  'nav.howTo.shopping',
  'nav.howTo.creating',
  'nav.howTo.manufacturing',
  'nav.becomeCreator',
  'notifications.allRead',
  'tab.trending',
  'tab.latest',
  'tab.discover',
  'tab.following',
  'detail.gallery',
  'detail.optic',
  'detail.averageProduction',
  'detail.madeToOrder',
  'detail.pricesExcludeShipping',
  'order.loginToOrder',
] as const satisfies readonly MessageKey[];

export type StorefrontMessageKey = (typeof STOREFRONT_MESSAGE_KEYS)[number];

/** A translation of every storefront message: a missing key is a type error. */
export type MessageCatalogue = Readonly<Record<StorefrontMessageKey, string>>;
