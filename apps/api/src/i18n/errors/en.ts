/**
 * The API's error messages in English (issue 18), keyed: the `message` of a 4xx answer a
 * shopper or creator can meet is written in the request's language from these. `{{param}}`
 * placeholders; `noun.*` fill `{{what}}` of `notFound`. The domain message keys the API
 * answers with (`cart.empty`, `preorder.alreadyEnded`, `quantity.outOfRange`) are here too,
 * in the words of the domain's MESSAGES_EN.
 */
export const ERROR_TEXTS_EN = {
  unauthorised: 'Please sign in first.',
  forbidden: 'You are not allowed to do this.',
  invalidInput: 'The request is not valid.',
  internal: 'Something went wrong on our side.',
  'body.tooDeep': 'The request body is nested more than {{max}} levels deep.',
  'partnerOrigin.publicSuffix':
    "'{{origin}}' is a wildcard over the public suffix '{{suffix}}', which covers sites of many owners: name your own domain, as https://*.yourshop.{{suffix}}.",
  notFound: '{{what}} was not found.',
  'noun.that': 'That',
  'noun.creation': 'The creation',
  'noun.user': 'The user',
  'noun.cartItem': 'The cart item',
  'noun.image': 'The image',
  'noun.order': 'That order',
  'noun.notification': 'The notification',
  emailTaken: 'An account with this email already exists.',
  handleTaken: 'This handle is already taken.',
  accountTaken: 'This email or handle is already taken.',
  rateLimited: 'Too many sign-in attempts. Please try again later.',
  signInLimitedAccount:
    'Too many failed sign-ins for this account. Try again in {{minutes}} minutes, sign in from a browser you have signed in on before, or choose a new password with "Forgot password?".',
  signInLimitedAddress:
    'Too many failed sign-ins from your network. Please try again in {{minutes}} minutes.',
  signInLimitedDevice: 'Too many failed sign-ins in this browser. Please try again in {{minutes}} minutes.',
  signUpLimited: 'Too many new accounts from your network. Please try again in {{minutes}} minutes.',
  emailUnconfirmed:
    'Please confirm your e-mail address first: we have mailed a link to {{email}}. Open it, then try again.',
  signUpConfirmationSent:
    'Check your mail: we have sent a link to {{email}}. Open it to finish creating your account.',
  invalidCredentials: 'The email or password is not right.',
  roleMissing: 'You do not have that role.',
  creatingClosed: 'Creating is not open on this site.',
  followSelf: 'You cannot follow yourself.',
  favouritesPrivate: '@{{atName}} keeps their favourites private.',
  'cart.severalSizes': 'This line has several sizes: send the list of sizes and amounts.',
  'cart.oneSize': 'This line has one size: send its amount.',
  notOrderable: 'This creation cannot be ordered now.',
  sampleCreatorOnly: 'Only the creator can order a sample.',
  sizeUnavailable: 'Not available in {{sizes}}.',
  'image.notBase64': 'The image is not base64.',
  'image.empty': 'The image is empty.',
  'image.tooLarge': 'The image is larger than {{bytes}} bytes.',
  'image.tooManyPixels':
    'The image is {{width}} x {{height}} px: send at most {{side}} px on a side and {{pixels}} pixels in all.',
  'image.unreadable': 'The image could not be read: the file is damaged or incomplete.',
  'image.unsupported': 'Send a PNG, JPEG, WebP, GIF or AVIF image.',
  'image.notResizable': 'The stored image could not be resized.',
  'image.busy': 'Many images are being processed right now. Please try again in {{seconds}} seconds.',
  'image.quotaCount': 'You can upload {{count}} images every {{minutes}} minutes. Please try again later.',
  'image.quotaBytes':
    'You can upload {{megabytes}} MB of images every {{minutes}} minutes. Please try again later.',
  'cart.empty': 'Your cart is empty',
  'preorder.alreadyEnded': 'Preorder already end',
  'quantity.outOfRange': 'Please choose an amount from {{min}} to {{max}}',
  'sample.selectAtLeastOneSize': 'Please select at least one size.',
  'creation.prebuildLocked': 'A published creation keeps its prebuild: unpublish it to build on another.',
  'creation.prebuildRequired': 'A creation is built on a prebuild: keep at least one.',
  'cart.lineUnavailable': 'This creation is no longer available: remove it from your cart.',
  'password.wrong': 'The password is not right.',
  'password.tooManyTries': 'Too many wrong passwords. Please try again later.',
  'text.unsafeCharacter':
    'This holds a hidden or control character ({{character}}). Please remove it: names and handles hold visible text only.',
  'checkout.linesUnavailable':
    'Some creations in your cart are no longer available: remove them to check out.',
} as const;

export type ErrorTextKey = keyof typeof ERROR_TEXTS_EN;
export type ErrorTexts = Readonly<Record<ErrorTextKey, string>>;
