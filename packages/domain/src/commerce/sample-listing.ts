/**
 * Sample creations in lists (issue 16 Cart §2). A sample can be ordered only by its creator
 * (000 §6: ordering a sample is an owner action), so the shop does not put sample pieces in
 * front of shoppers as if they could buy them: lists show a sample only to its creator. A
 * direct link still opens it, and its order panel says plainly who can order it.
 * (docs/decisions.md: "Sample creations are listed only for their creator".)
 */

/** The purchase type only a creation's creator may order. */
export const SAMPLE_PURCHASE_TYPE = 'sample';

/** The fields the rule reads: the creation's purchase type and its creator. */
export interface SampleListingFields {
  readonly purchaseType: string | null | undefined;
  readonly userId: string;
}

/** Whether a list shown to `viewerId` (null: a guest) may carry this creation. */
export const isListedForViewer = (creation: SampleListingFields, viewerId: string | null): boolean =>
  creation.purchaseType !== SAMPLE_PURCHASE_TYPE || (viewerId !== null && creation.userId === viewerId);

/** Whether a shopper (not its creator) may order the creation as it is sold. */
export const isOrderableByShoppers = (purchaseType: string | null | undefined): boolean =>
  purchaseType !== SAMPLE_PURCHASE_TYPE;
