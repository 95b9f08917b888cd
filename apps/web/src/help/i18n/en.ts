/**
 * The footer's and the help pages' texts in English (issue 18). 000 §9 gives the refund rule
 * and the production times; the rest is the shop's own policy wording, kept short and plain.
 */
export const en = {
  // The footer
  'footer.tagline': 'Made-to-order fashion, designed by independent creators and made for you in Hong Kong.',
  'footer.helpHeading': 'Customer care',
  'footer.shopHeading': 'Shop',
  'footer.home': 'Home',
  'footer.shop': 'Shop',
  'footer.creators': 'Creators',
  'footer.becomeCreator': 'Become a creator',
  'footer.paymentHeading': 'We accept',
  'footer.bankTransfer': 'Bank transfer',
  'footer.bankNote': 'Pay by FPS or bank transfer after you order; we confirm your payment by hand.',
  'footer.cardNote': 'Cards are paid on Stripe’s secure page; Atelier never sees your card number.',
  'footer.preferencesHeading': 'Language and currency',
  'footer.pricesNote': 'Prices are in HK$ and exclude shipping; other currencies are shown for reference.',
  'footer.copyright': '© {{year}} Atelier, Hong Kong. All rights reserved.',
  // Every help page
  'help.nav': 'Help pages',
  'help.lastUpdated': 'Last updated {{date}}',
  'contact.title': 'Contact us',
  'shipping.title': 'Shipping and returns',
  'refunds.title': 'Refund policy',
  'privacy.title': 'Privacy policy',
  'terms.title': 'Terms of service',
  // Contact
  'contact.intro':
    'Questions about an order, a size or a custom piece? Write to us: a person from our studio in Hong Kong answers within two working days.',
  'contact.emailHeading': 'E-mail',
  'contact.hoursHeading': 'Opening hours',
  'contact.hours': 'Monday to Friday, 10:00–18:00 Hong Kong time, except public holidays.',
  'contact.formHeading': 'Send us a message',
  'contact.name': 'Your name',
  'contact.email': 'Your e-mail',
  'contact.order': 'Order number (optional)',
  'contact.message': 'Message',
  'contact.send': 'Send message',
  'contact.sending': 'Sending…',
  'contact.sent': 'Thank you, your message has been sent. We will reply to {{email}}.',
  'contact.nameRequired': 'Enter your name.',
  'contact.emailInvalid': 'Enter a valid e-mail address.',
  'contact.messageShort': 'Write at least 10 characters.',
  'contact.messageLong': 'Write at most 5000 characters.',
  'contact.rateLimited': 'You have sent several messages in a short time. Please try again in a few minutes.',
  'contact.failed': 'Your message could not be sent. Please try again, or e-mail us directly.',
  // Shipping and returns
  'shipping.intro':
    'Every Atelier piece is made for you after you order it. Here is how long that takes and how it reaches you.',
  'shipping.productionHeading': 'Production times',
  'shipping.production':
    'Average production takes 5-7 working days. Made-to-order pieces take 10-15 working days; each creation’s page says which applies.',
  'shipping.preorder':
    'A pre-order goes into production when its campaign reaches its goal; the production time counts from then.',
  'shipping.costsHeading': 'Shipping costs',
  'shipping.costs':
    'Prices exclude shipping. We ship from Hong Kong; the cost depends on the destination and the parcel, and we confirm it with you before your order is sent.',
  'shipping.trackingHeading': 'Delivery and tracking',
  'shipping.tracking':
    'When your order ships you receive an e-mail, and the carrier and tracking number appear on the order’s page under My orders.',
  'shipping.returnsHeading': 'Returns',
  'shipping.returns':
    'Because each piece is made to order, we cannot take returns for a change of mind or a size chosen by mistake. Damaged or mislabeled items are refunded under our refund policy.',
  'shipping.refundLink': 'Read the refund policy',
  // Refunds
  'refunds.intro': 'We make every piece to order. This is when and how we refund.',
  'refunds.policy':
    "Refunds only for damaged or mislabeled items, reported within 7 days of receipt; return shipping at the buyer's cost; original shipping not refunded.",
  'refunds.eligibleHeading': 'When we refund',
  'refunds.eligible':
    'If your item arrives damaged, or mislabeled (for example with the wrong size label), we refund it.',
  'refunds.howHeading': 'How to ask for a refund',
  'refunds.how':
    'Tell us within 7 days of receipt through the contact form, with your order number and photos of the damage or the label.',
  'refunds.shippingHeading': 'Shipping costs',
  'refunds.shipping': 'Return shipping is at the buyer’s cost. The original shipping is not refunded.',
  'refunds.paymentHeading': 'How the money comes back',
  'refunds.payment':
    'A card payment is refunded to the same card through Stripe; an FPS or bank transfer payment is sent back to your account by hand. Your bank may take a few working days to show it.',
  'refunds.preorderHeading': 'Pre-orders',
  'refunds.preorder':
    'If a pre-order campaign does not reach its goal, your order is cancelled and nothing is charged; money already paid is refunded in full.',
  // Privacy
  'privacy.intro':
    'This policy explains what personal data Atelier collects, why, and what you can ask of us. We follow Hong Kong’s Personal Data (Privacy) Ordinance (Cap. 486).',
  'privacy.collectHeading': 'What we collect',
  'privacy.collect':
    'Your account (name, handle, e-mail address and a hashed password), your orders, shipping addresses and contact details, the answers and images you add to customise a piece, and the messages you send us.',
  'privacy.useHeading': 'Why we use it',
  'privacy.use':
    'To make, ship and support your orders, to run your account and your creator shop, and to answer your questions. We do not sell your data or send marketing e-mails without your consent.',
  'privacy.shareHeading': 'Who we share it with',
  'privacy.share':
    'The producer who makes your piece, the payment provider (Stripe, for card payments) and the carrier who delivers your parcel, each only what their part needs.',
  'privacy.deviceHeading': 'On your device',
  'privacy.device':
    'A session cookie keeps you signed in. Your language, currency and theme choices are kept in your browser. We use no advertising cookies.',
  'privacy.rightsHeading': 'Your rights',
  'privacy.rights':
    'You may ask for a copy of your personal data, ask us to correct it, or ask us to delete your account. Write to us through the contact page; we answer within 40 days, as the Ordinance requires.',
  // Terms
  'terms.intro':
    'These terms apply when you use Atelier or buy from it. Atelier is a marketplace run from Hong Kong where independent creators design pieces that producers make to order.',
  'terms.accountHeading': 'Your account',
  'terms.account':
    'Keep your password to yourself; you are responsible for what is done with your account. We may close an account that breaks these terms.',
  'terms.ordersHeading': 'Orders and prices',
  'terms.orders':
    'Prices are in Hong Kong dollars (HK$) and exclude shipping; other currencies are shown for reference only. Once your order is placed and paid, the piece is made for you.',
  'terms.preorderHeading': 'Pre-orders',
  'terms.preorder':
    'A pre-order is charged only if its campaign reaches its goal by the deadline; otherwise it is cancelled and nothing is charged.',
  'terms.contentHeading': 'Designs and content',
  'terms.content':
    'Creators keep the rights to their designs and allow Atelier to show and sell them. Do not copy a design or upload images you have no right to use.',
  'terms.liabilityHeading': 'Refunds and your rights',
  'terms.liability':
    'Refunds follow our refund policy. Nothing in these terms limits your rights under Hong Kong consumer law.',
  'terms.lawHeading': 'Governing law',
  'terms.law': 'These terms are governed by the laws of the Hong Kong Special Administrative Region.',
} as const;

export type HelpTextKey = keyof typeof en;
export type HelpCatalogue = Readonly<Record<HelpTextKey, string>>;
