import type { HelpTextKey } from './i18n/en';
import type { HelpTopic } from './topics';

/** One section of a policy page: its heading and paragraphs, as text keys. */
export interface PolicySection {
  heading: HelpTextKey;
  paragraphs: readonly HelpTextKey[];
}

export interface PolicyPage {
  intro: HelpTextKey;
  /** The rule in the specification's words, shown first and set apart (refunds: 000 §9). */
  rule?: HelpTextKey;
  sections: readonly PolicySection[];
}

/** The policy pages' structure; the words are in ./i18n. */
export const POLICY_PAGES: Readonly<Record<Exclude<HelpTopic, 'contact'>, PolicyPage>> = {
  shipping: {
    intro: 'shipping.intro',
    sections: [
      { heading: 'shipping.productionHeading', paragraphs: ['shipping.production', 'shipping.preorder'] },
      { heading: 'shipping.costsHeading', paragraphs: ['shipping.costs'] },
      { heading: 'shipping.trackingHeading', paragraphs: ['shipping.tracking'] },
      { heading: 'shipping.returnsHeading', paragraphs: ['shipping.returns'] },
    ],
  },
  refunds: {
    intro: 'refunds.intro',
    rule: 'refunds.policy',
    sections: [
      { heading: 'refunds.eligibleHeading', paragraphs: ['refunds.eligible'] },
      { heading: 'refunds.howHeading', paragraphs: ['refunds.how'] },
      { heading: 'refunds.shippingHeading', paragraphs: ['refunds.shipping'] },
      { heading: 'refunds.paymentHeading', paragraphs: ['refunds.payment'] },
      { heading: 'refunds.preorderHeading', paragraphs: ['refunds.preorder'] },
    ],
  },
  privacy: {
    intro: 'privacy.intro',
    sections: [
      { heading: 'privacy.collectHeading', paragraphs: ['privacy.collect'] },
      { heading: 'privacy.useHeading', paragraphs: ['privacy.use'] },
      { heading: 'privacy.shareHeading', paragraphs: ['privacy.share'] },
      { heading: 'privacy.deviceHeading', paragraphs: ['privacy.device'] },
      { heading: 'privacy.rightsHeading', paragraphs: ['privacy.rights'] },
    ],
  },
  terms: {
    intro: 'terms.intro',
    sections: [
      { heading: 'terms.accountHeading', paragraphs: ['terms.account'] },
      { heading: 'terms.ordersHeading', paragraphs: ['terms.orders'] },
      { heading: 'terms.preorderHeading', paragraphs: ['terms.preorder'] },
      { heading: 'terms.contentHeading', paragraphs: ['terms.content'] },
      { heading: 'terms.liabilityHeading', paragraphs: ['terms.liability'] },
      { heading: 'terms.lawHeading', paragraphs: ['terms.law'] },
    ],
  },
};
