import type { ErrorTexts } from './en';

export const de: ErrorTexts = {
  unauthorised: 'Bitte melde dich zuerst an.',
  forbidden: 'Das darfst du nicht tun.',
  invalidInput: 'Die Anfrage ist ungültig.',
  internal: 'Bei uns ist etwas schiefgelaufen.',
  'body.tooDeep': 'Der Inhalt der Anfrage ist mehr als {{max}} Ebenen tief verschachtelt.',
  'partnerOrigin.publicSuffix':
    "'{{origin}}' ist ein Platzhalter über der öffentlichen Endung '{{suffix}}', die Websites vieler Inhaber umfasst: Geben Sie Ihre eigene Domain an, etwa https://*.ihrshop.{{suffix}}.",
  notFound: '{{what}} wurde nicht gefunden.',
  'noun.that': 'Das',
  'noun.creation': 'Die Kreation',
  'noun.user': 'Das Konto',
  'noun.cartItem': 'Der Warenkorbartikel',
  'noun.image': 'Das Bild',
  'noun.order': 'Diese Bestellung',
  'noun.notification': 'Die Benachrichtigung',
  emailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  handleTaken: 'Dieser Nutzername ist bereits vergeben.',
  accountTaken: 'Diese E-Mail-Adresse oder dieser Nutzername ist bereits vergeben.',
  rateLimited: 'Zu viele Anmeldeversuche. Bitte versuche es später erneut.',
  signInLimitedAccount:
    'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Versuche es in {{minutes}} Minuten erneut, melde dich in einem Browser an, in dem du schon angemeldet warst, oder wähle mit „Passwort vergessen?“ ein neues Passwort.',
  signInLimitedAddress:
    'Zu viele fehlgeschlagene Anmeldungen aus deinem Netzwerk. Bitte versuche es in {{minutes}} Minuten erneut.',
  signInLimitedDevice:
    'Zu viele fehlgeschlagene Anmeldungen in diesem Browser. Bitte versuche es in {{minutes}} Minuten erneut.',
  signUpLimited: 'Zu viele neue Konten aus deinem Netzwerk. Bitte versuche es in {{minutes}} Minuten erneut.',
  emailUnconfirmed:
    'Bitte bestätige zuerst deine E-Mail-Adresse: Wir haben einen Link an {{email}} geschickt. Öffne ihn und versuche es dann erneut.',
  signUpConfirmationSent:
    'Sieh in dein Postfach: Wir haben einen Link an {{email}} geschickt. Öffne ihn, um dein Konto fertig anzulegen.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort stimmen nicht.',
  roleMissing: 'Du hast diese Rolle nicht.',
  creatingClosed: 'Das Gestalten ist auf dieser Website nicht geöffnet.',
  followSelf: 'Du kannst dir nicht selbst folgen.',
  favouritesPrivate: '@{{atName}} hält die eigenen Favoriten privat.',
  'cart.severalSizes': 'Diese Position hat mehrere Größen: Sende die Liste der Größen und Mengen.',
  'cart.oneSize': 'Diese Position hat eine Größe: Sende ihre Menge.',
  notOrderable: 'Diese Kreation kann derzeit nicht bestellt werden.',
  sampleCreatorOnly: 'Nur die Gestalterin oder der Gestalter kann ein Muster bestellen.',
  sizeUnavailable: 'Nicht erhältlich in {{sizes}}.',
  'image.notBase64': 'Das Bild ist nicht Base64-kodiert.',
  'image.empty': 'Das Bild ist leer.',
  'image.tooLarge': 'Das Bild ist größer als {{bytes}} Byte.',
  'image.tooManyPixels':
    'Das Bild ist {{width}} x {{height}} px groß: höchstens {{side}} px pro Seite und {{pixels}} Pixel insgesamt.',
  'image.unreadable': 'Das Bild konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig.',
  'image.unsupported': 'Bitte ein PNG-, JPEG-, WebP-, GIF- oder AVIF-Bild senden.',
  'image.notResizable': 'Das gespeicherte Bild konnte nicht verkleinert werden.',
  'image.busy': 'Gerade werden viele Bilder verarbeitet. Bitte in {{seconds}} Sekunden erneut versuchen.',
  'image.quotaCount':
    'Du kannst alle {{minutes}} Minuten {{count}} Bilder hochladen. Bitte versuche es später erneut.',
  'image.quotaBytes':
    'Du kannst alle {{minutes}} Minuten {{megabytes}} MB an Bildern hochladen. Bitte versuche es später erneut.',
  'cart.empty': 'Dein Warenkorb ist leer',
  'preorder.alreadyEnded': 'Vorbestellung bereits beendet',
  'quantity.outOfRange': 'Bitte wähle eine Menge von {{min}} bis {{max}}',
  'sample.selectAtLeastOneSize': 'Bitte wähle mindestens eine Größe.',
  'creation.prebuildLocked':
    'Eine veröffentlichte Kreation behält ihr Basismodell: Nimm sie zurück, um auf einem anderen aufzubauen.',
  'creation.prebuildRequired': 'Eine Kreation baut auf einem Basismodell auf: Behalte mindestens eines.',
  'cart.lineUnavailable': 'Diese Kreation ist nicht mehr verfügbar: Entferne sie aus deinem Warenkorb.',
  'password.wrong': 'Das Passwort stimmt nicht.',
  'password.tooManyTries': 'Zu viele falsche Passwörter. Bitte versuche es später noch einmal.',
  'text.unsafeCharacter':
    'Hier steht ein unsichtbares Zeichen oder Steuerzeichen ({{character}}). Bitte entferne es: Namen und Nutzernamen enthalten nur sichtbaren Text.',
  'checkout.linesUnavailable':
    'Einige Kreationen in deinem Warenkorb sind nicht mehr verfügbar: Entferne sie, um zur Kasse zu gehen.',
};
