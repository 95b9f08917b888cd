/** The checkout page's texts (issue 16 /checkout; 000 §9 statements verbatim). */
const texts = {
  title: 'Checkout',
  addressHeading: 'Shipping address',
  contactHeading: 'Contact',
  summaryHeading: 'Order summary',
  paymentHeading: 'Payment',
  addAddress: 'Add an address',
  editAddress: 'Edit address',
  edit: 'Edit',
  delete: 'Delete',
  deleteAddressOf: 'Delete the address of {{name}}',
  editAddressOf: 'Edit the address of {{name}}',
  deleteConfirmTitle: 'Delete this address?',
  deleteConfirmText: 'It is removed from your address book. Orders already placed keep their address.',
  default: 'Default',
  makeDefault: 'Use as my default address',
  saveAddress: 'Save address',
  cancel: 'Cancel',
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  noAddresses: 'No saved addresses yet. Add one to ship your order.',
  addressLimit: 'Your address book is full (20 addresses): delete one to add another.',
  recipient: 'Recipient',
  phone: 'Phone',
  line1: 'Address',
  line2: 'Address line 2 (optional)',
  city: 'City or district',
  region: 'Region (optional)',
  postalCode: 'Postal code',
  country: 'Country or region',
  contactName: 'Name',
  contactEmail: 'E-mail',
  contactPhone: 'Phone (optional)',
  size: 'Size {{size}}',
  quantity: 'Quantity {{count}}',
  answers: 'Customisation',
  sample: 'Sample',
  preorder: 'Pre-order',
  subtotal: 'Subtotal',
  pricesExcludeShipping: 'Prices exclude shipping.',
  refundPolicy:
    "Refunds only for damaged or mislabeled items, reported within 7 days of receipt; return shipping at the buyer's cost; original shipping not refunded.",
  bankTransfer: 'Bank transfer / FPS',
  bankTransferNext:
    'After you place the order you will see the shop’s FPS ID and bank account. Pay the total with your order number as the reference; the shop confirms your payment by hand and then makes your piece.',
  preorderNext:
    'A pre-order is made only if its campaign reaches its goal; otherwise it is cancelled and any money paid is returned.',
  cardStripe: 'Card (Stripe)',
  cardStripeNext:
    'After you place the order you are taken to Stripe’s secure page to pay by card. Your card details go to Stripe, never to this shop.',
  cardStripePreorderNext:
    'For a pre-order, Stripe only saves your card; it is charged if the campaign reaches its goal.',
  redirecting: 'Taking you to Stripe…',
  placeOrder: 'Place order',
  placing: 'Placing your order…',
  chooseAddress: 'Choose or add a shipping address first.',
  placeFailed: 'Your order could not be placed: {{message}}',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  backToCart: 'Back to cart',
} as const;

export type CheckoutTextKey = keyof typeof texts;
export type CheckoutCatalogue = Readonly<Record<CheckoutTextKey, string>>;

export const en: CheckoutCatalogue = texts;
